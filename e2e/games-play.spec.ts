import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiGet, loginAs, trialSession, useSession, type E2eSession } from './games-support';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const tiles = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

function launches(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/launchGame')) seen.push(new URL(r.url()));
  });
  return seen;
}

test.describe('favourites, launch and free play', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  test('a visitor is sent to log in by the heart and a tile', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG&vassalage=PP');
    const first = tiles(page, 'Games').first();
    await first.getByRole('button', { name: /^Favourite/ }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    await tiles(page, 'Games').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/fav-games');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("a visitor's Try says free play is for members and offers a trial account at once", async ({
    page,
  }) => {
    const seen = launches(page);
    await page.goto('/m/gameList?gameType=RNG&vassalage=PP');
    await tiles(page, 'Games').first().getByRole('button', { name: /^Try / }).click();
    const offer = page.getByRole('alertdialog', { name: 'Free play' });
    await expect(offer).toContainText('Free play is for members');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/gameList/);

    await tiles(page, 'Games').first().getByRole('button', { name: /^Try / }).click();
    await offer.getByRole('button', { name: 'Start a trial account' }).click();
    // The trial account plays the game on its trial credit (not free play: spec 2 §6).
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]!.searchParams.get('accountType')).toBe('1');
    await expect(page).not.toHaveURL(/\/m\/gameList/);
    const stored = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ type: 4 });
  });

  test('the heart adds a favourite and removes it, the favourites page updating first', async ({
    page,
    request,
  }) => {
    const member: E2eSession = await loginAs('player02');
    await useSession(page, member);
    await page.goto('/m/gameList?gameType=PVP&vassalage=V8');
    const tile = tiles(page, 'Games').nth(3);
    const name = (await tile.getByRole('button').first().textContent()) ?? '';
    const heart = tile.getByRole('button', { name: /^Favourite/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The member may have favourites already: the server's list is counted before the tap.
    const favourites = async () =>
      (await apiGet<string[]>(request, '/wps/relay/MCSFE_getFavoriteGames', member)).length;
    const had = await favourites();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(favourites).toBe(had + 1);
    const ids = await apiGet<string[]>(request, '/wps/relay/MCSFE_getFavoriteGames', member);

    await page.goto('/m/fav-games');
    const favs = tiles(page, 'Favourites');
    await expect(favs.first()).toBeVisible();
    const before = await favs.count();
    const mine = favs.filter({ hasText: name.replace(/V8 Poker$/, '').trim() });
    await expect(mine).toHaveCount(1);
    await mine.getByRole('button', { name: /^Favourite/ }).click();
    await expect(favs).toHaveCount(before - 1);
    await expect.poll(favourites).toBe(ids.length - 1);
  });

  test('favourites tab lists favourites and tapping it again returns to all', async ({ page }) => {
    await useSession(page, await loginAs('player00'));
    await page.goto('/m/slot-games');
    const favTab = page
      .getByRole('list', { name: 'Game lists' })
      .getByRole('button', { name: 'Favourites' });
    await favTab.click();
    await expect(favTab).toHaveAttribute('aria-pressed', 'true');
    await favTab.click();
    await expect(
      page.getByRole('list', { name: 'Game lists' }).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a member launches a game for real money and finds it under recent', async ({ page }) => {
    await useSession(page, await loginAs('player01'));
    const seen = launches(page);
    await page.goto('/m/gameList?gameType=FISH');
    const tile = tiles(page, 'Games').nth(5);
    const name = (await tile.locator('[title]').first().getAttribute('title')) ?? '';
    await tile.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    expect(seen[0]?.searchParams.get('accountType')).toBe('1');
    expect(seen[0]?.searchParams.get('launchMode')).toBe('GLS');

    await page.goto('/m/gameList?gameType=FISH');
    await page
      .getByRole('list', { name: 'Game lists' })
      .getByRole('button', { name: 'Recent' })
      .click();
    await expect(tiles(page, 'Games').first()).toContainText(name);
  });

  test('a member may play for free; a trial account gets free_reject and stays', async ({
    page,
    browser,
  }) => {
    await useSession(page, await loginAs('player00'));
    const seen = launches(page);
    await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
    await tiles(page, 'Games').first().getByRole('button', { name: /^Try / }).click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    expect(seen[0]?.searchParams.get('accountType')).toBe('0');

    const context = await browser.newContext();
    const trialPage = await context.newPage();
    await trialPage.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await useSession(trialPage, await trialSession());
    const trialLaunches = launches(trialPage);
    await trialPage.goto('/m/gameList?gameType=RNG&vassalage=PG');
    await tiles(trialPage, 'Games').first().getByRole('button', { name: /^Try / }).click();
    await expect(
      trialPage.getByText('Please login an actual account to use this function'),
    ).toBeVisible();
    await expect(trialPage).toHaveURL(/\/m\/gameList/);
    expect(trialLaunches).toEqual([]);
    await context.close();
  });

  test('a lottery game launches with the prize mode and its play type', async ({ page }) => {
    await useSession(page, await loginAs('player00'));
    const seen = launches(page);
    await page.goto('/m/lott');
    await page.getByRole('button', { name: 'Play Lotto 6/42' }).click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    const q = seen[0]!.searchParams;
    expect(q.get('launchMode')).toBe('LOTT');
    expect(q.get('vendor')).toBe('TCG');
    expect(q.get('prizeMode')).toBe('Elott');
    expect(q.get('playType')).toBe('trad');
  });

  test('a lottery with two play types offers both; entertainment is sent as ent', async ({
    page,
  }) => {
    await useSession(page, await loginAs('player00'));
    const seen = launches(page);
    await page.goto('/m/lott');
    const ent = page.getByRole('button', { name: /^Entertainment / }).first();
    await ent.click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    expect(seen[0]!.searchParams.get('playType')).toBe('ent');
  });

  test('a Vietnamese lottery game launches under ELOTT', async ({ page }) => {
    await useSession(page, await loginAs('player00'));
    const seen = launches(page);
    await page.goto('/m/elott');
    await page.getByRole('button', { name: 'Play Ha Noi Lottery' }).click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    expect(seen[0]!.searchParams.get('vendor')).toBe('VNLOTTO');
    expect(seen[0]!.searchParams.get('lottoGameCode')).toBe('VN_HANOI');
  });

  test('an esports card launches the vendor lobby', async ({ page }) => {
    await useSession(page, await loginAs('player00'));
    const seen = launches(page);
    await page.goto('/m/esport-games');
    await page.getByRole('list', { name: 'Esports' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    expect(['AV', 'AI', 'IMES', 'TF', 'IA']).toContain(seen[0]!.searchParams.get('vassalage'));
  });
});
