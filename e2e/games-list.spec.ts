import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiGet, loginAs, useSession } from './games-support';
import { answerLate, layoutShiftSoFar, watchLayoutShifts } from './support';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Game list requests the page sends, with their query. */
function gameListRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/wps/relay/GCSGAME_gameList') seen.push(url.searchParams);
  });
  return seen;
}

const tiles = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
const tab = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Game lists' }).getByRole('button', { name });

interface ApiGame {
  gameName: string;
  vassalage: string;
  displayName: string;
  isHot: number;
}
interface ApiPage {
  games: ApiGame[];
  totalCount: number;
  totalPages: number;
}

test.describe('game list pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  // A loaded machine or a slow network answers in any order: with each start-up answer late in
  // turn, nothing already on screen is pushed away when it comes.
  for (const late of [
    null,
    'GCSGAME_getVassGameType',
    'GCSGAME_newGameVendor',
    'GCSGAME_gameList',
  ]) {
    test(`the controls and the games arrive together: nothing moves under a finger as the list loads${late ? ` (${late} late)` : ''}`, async ({
      page,
    }) => {
      // A member: the start-up answers (balance, favourites) arrive while the list does.
      await useSession(page, await loginAs('player00'));
      if (late) await answerLate(page, `**/wps/relay/${late}?*`);
      await watchLayoutShifts(page);
      await page.goto('/m/gameList?gameType=RNG&vassalage=PG');
      await expect(tiles(page, 'Games').first()).toBeVisible();
      await expect(page.getByRole('list', { name: 'Game types' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
    });
  }

  for (const [path, title, list] of [
    ['/m/slot-games', 'Slots', 'Slots'],
    ['/m/live-games', 'Live casino', 'Live casino'],
    ['/m/poker-games', 'Poker', 'Poker'],
    ['/m/fishing-games', 'Fishing', 'Fishing'],
    ['/m/inHouse', 'In-house games', 'In-house games'],
    ['/m/gameList?gameType=PVP', 'Games', 'Games'],
    ['/m/provider', 'Providers', 'Games of the providers'],
  ] as const) {
    test(`${path} lists the category's games from the server`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(tiles(page, list).first()).toBeVisible();
      await expect(tab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    });
  }

  test('roulette and baccarat open live games of that class', async ({ page, request }) => {
    const rou = await apiGet<ApiPage>(
      request,
      '/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=ROU&pageSize=24',
    );
    await page.goto('/m/roulette');
    await expect(tiles(page, 'Roulette')).toHaveCount(Math.min(24, rou.totalCount));
    await expect(tiles(page, 'Roulette').first()).toContainText(rou.games[0]!.gameName);
    await expect(
      page.getByRole('list', { name: 'Game types' }).getByRole('button', { pressed: true }),
    ).toHaveText('Roulette');

    const requests = gameListRequests(page);
    await page.goto('/m/baccarat');
    await expect(tiles(page, 'Baccarat').first()).toBeVisible();
    expect(requests.at(-1)?.get('gameClassify')).toBe('BAC');
    expect(requests.at(-1)?.get('gameType')).toBe('LIVE');
  });

  test('in-house lists only the in-house vendor', async ({ page }) => {
    const requests = gameListRequests(page);
    await page.goto('/m/inHouse');
    await expect(tiles(page, 'In-house games').first()).toContainText('JILI');
    expect(requests.at(-1)?.get('vassalage')).toBe('JL');
    expect(requests.at(-1)?.get('gameType')).toBe('RNG');
  });

  test('bingo is RNG games of class BG', async ({ page }) => {
    const requests = gameListRequests(page);
    await page.goto('/m/gameList?gameType=BINGO');
    await expect(tiles(page, 'Games').first()).toBeVisible();
    expect(requests.at(-1)?.get('gameType')).toBe('RNG');
    expect(requests.at(-1)?.get('gameClassify')).toBe('BG');
  });

  test('the type and vassalage queries narrow any list', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG&vassalage=PP&type=MEGA');
    const first = tiles(page, 'Games').first();
    await expect(first).toContainText('Pragmatic Play');
    await expect(
      page.getByRole('list', { name: 'Game types' }).getByRole('button', { pressed: true }),
    ).toHaveText('Megaways');
  });

  test('sports, esports and lottery paths show cards', async ({ page }) => {
    await page.goto('/m/sport-games');
    await expect(page.getByRole('list', { name: 'Sports' }).getByRole('button')).toHaveText([
      /SBOBET/,
      /CMD368/,
      /SABA Sports/,
    ]);
    await page.goto('/m/esport-games');
    await expect(page.getByRole('list', { name: 'Esports' }).getByRole('listitem')).toHaveCount(5);
    await page.goto('/m/lott');
    await expect(page.getByRole('button', { name: 'Play Lotto 6/42' })).toBeVisible();
    await page.goto('/m/elott');
    await expect(page.getByRole('heading', { name: 'Northern (Mien Bac)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Ha Noi Lottery' })).toBeVisible();
  });
});

test.describe('game list transitions', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  test('hot tab shows hot games; tapping it again goes back to all', async ({ page }) => {
    await page.goto('/m/slot-games');
    await tab(page, 'Hot').click();
    await expect(tab(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
    // Every tile shown is a hot one, once the hot list has replaced the full one (the full list's
    // first tile may be hot too, so one tile proves nothing).
    const hotTexts = () => tiles(page, 'Slots').allTextContents();
    await expect
      .poll(async () => {
        const texts = await hotTexts();
        return texts.length > 0 && texts.every((t) => t.includes('Hot'));
      })
      .toBe(true);
    await tab(page, 'Hot').click();
    await expect(tab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page, 'Slots')).toHaveCount(24);
  });

  test('recent and favourites send a visitor to log in', async ({ page }) => {
    await page.goto('/m/slot-games');
    await tab(page, 'Recent').click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/slot-games');
    await tab(page, 'Favourites').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('choosing a provider narrows the list and "all providers" restores it', async ({ page }) => {
    await page.goto('/m/slot-games');
    await page
      .getByRole('list', { name: 'Game providers' })
      .getByRole('button', { name: 'PG Soft' })
      .click();
    const list = tiles(page, 'Slots');
    await expect(list.first()).toContainText('PG Soft');
    for (let i = 0; i < 24; i++) await expect(list.nth(i)).toContainText('PG Soft');
    const requests = gameListRequests(page);
    await page.getByRole('button', { name: 'All providers' }).click();
    await expect(page.getByRole('button', { name: 'All providers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(list).toHaveCount(24);
    // The full list may come from the cache; when it is asked for again, it names no vendor.
    for (const q of requests) expect(q.get('vassalage')).toBeNull();
  });

  test('the provider picker chooses several vendors, resets and confirms', async ({ page }) => {
    const requests = gameListRequests(page);
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Choose several' }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose providers' });
    await sheet.getByRole('button', { name: 'JDB' }).click();
    await sheet.getByRole('button', { name: 'CQ9' }).click();
    await sheet.getByRole('button', { name: 'Reset' }).click();
    await expect(sheet.getByRole('button', { name: 'JDB' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await sheet.getByRole('button', { name: 'JDB' }).click();
    await sheet.getByRole('button', { name: 'CQ9' }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: '2 chosen' })).toBeVisible();
    await expect.poll(() => requests.at(-1)?.get('vassalage')).toBe('JDB,CQ9');
  });

  test('the classification menu folds above four entries and NEW sends isNew 1', async ({
    page,
  }) => {
    const requests = gameListRequests(page);
    await page.goto('/m/slot-games');
    const menu = page.getByRole('list', { name: 'Game types' });
    await expect(menu.getByRole('button')).toHaveText([
      'All',
      'New',
      'Video Slots',
      'Classic Slots',
      /more/,
    ]);
    await menu.getByRole('button', { name: /more/ }).click();
    await expect(menu.getByRole('button', { name: 'Fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('button', { name: 'Megaways' })).toBeVisible();
    await menu.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => requests.at(-1)?.get('isNew')).toBe('1');
    await expect(tiles(page, 'Slots').first()).toBeVisible();
    await menu.getByRole('button', { name: 'Megaways' }).click();
    await expect.poll(() => requests.at(-1)?.get('gameClassify')).toBe('MEGA');
    expect(requests.at(-1)?.get('isNew')).toBeNull();
  });

  test('a type without classes still offers all and new, and no expand toggle', async ({
    page,
  }) => {
    const requests = gameListRequests(page);
    await page.goto('/m/gameList?gameType=FISH');
    const menu = page.getByRole('list', { name: 'Game types' });
    await expect(menu.getByRole('button')).toHaveText(['All', 'New']);
    await menu.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => requests.at(-1)?.get('isNew')).toBe('1');
    await expect(menu.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('typing searches by name; Enter searches at once; clearing shows everything', async ({
    page,
  }) => {
    const requests = gameListRequests(page);
    await page.goto('/m/slot-games');
    await expect(tiles(page, 'Slots')).toHaveCount(24);
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.fill('fortune');
    await expect.poll(() => requests.at(-1)?.get('gameName')).toBe('fortune');
    const list = tiles(page, 'Slots');
    await expect(list.first()).toContainText(/fortune/i);
    const n = await list.count();
    for (let i = 0; i < n; i++) await expect(list.nth(i)).toContainText(/fortune/i);

    await box.fill('dragon');
    await box.press('Enter');
    await expect.poll(() => requests.at(-1)?.get('gameName')).toBe('dragon');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(tiles(page, 'Slots')).toHaveCount(24);
    await expect(tiles(page, 'Slots').nth(23)).not.toContainText(/dragon/i);
  });

  test('a search with no match shows the empty state, with a way back to all games', async ({
    page,
  }) => {
    await page.goto('/m/slot-games');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('zzqq');
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    await expect(page.getByText('No games found')).toBeVisible();
    await page.getByRole('button', { name: 'Show all games' }).click();
    await expect(tiles(page, 'Slots')).toHaveCount(24);
  });

  test('a tab change clears the provider, the name and the page', async ({ page }) => {
    await page.goto('/m/slot-games');
    await page
      .getByRole('list', { name: 'Game providers' })
      .getByRole('button', { name: 'PG Soft' })
      .click();
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.fill('a');
    await box.press('Enter');
    await tab(page, 'Hot').click();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('button', { name: 'All providers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the filter panel applies, counts, clears field by field and returns to all', async ({
    page,
  }) => {
    const requests = gameListRequests(page);
    await page.goto('/m/slot-games');
    await tab(page, 'Filter').click();
    const panel = page.getByRole('dialog', { name: 'Filter games' });
    await panel.getByRole('group', { name: 'Minimum bet' }).getByRole('button').first().click();
    await panel
      .getByRole('group', { name: 'Provider' })
      .getByRole('button', { name: 'JDB' })
      .click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(
      panel.getByRole('group', { name: 'Provider' }).getByRole('button', { name: 'JDB' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await panel.getByRole('group', { name: 'Minimum bet' }).getByRole('button').first().click();
    await panel
      .getByRole('group', { name: 'Provider' })
      .getByRole('button', { name: 'JDB' })
      .click();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel).toBeHidden();
    await expect(tab(page, /Filter/)).toHaveAttribute('aria-pressed', 'true');
    await expect(tab(page, /Filter/)).toContainText('2');
    await expect.poll(() => requests.at(-1)?.get('vassalage')).toBe('JDB');
    expect(requests.at(-1)?.get('minBet')).not.toBeNull();
    await expect(tiles(page, 'Slots').first()).toContainText('JDB');

    const active = page.getByRole('list', { name: 'Filters in use' });
    await active.getByRole('button', { name: /Min bet/ }).click();
    await expect.poll(() => requests.at(-1)?.get('minBet')).toBeNull();
    await expect(tab(page, /Filter/)).toHaveAttribute('aria-pressed', 'true');
    await active.getByRole('button', { name: /JDB/ }).click();
    await expect(tab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(active).toBeHidden();
  });

  test('applying an empty filter stays on all', async ({ page }) => {
    await page.goto('/m/slot-games');
    await tab(page, 'Filter').click();
    await page
      .getByRole('dialog', { name: 'Filter games' })
      .getByRole('button', { name: 'Apply' })
      .click();
    await expect(tab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test("a list's first games are asked for while the page's code is still arriving", async ({
    page,
  }) => {
    const lists = gameListRequests(page);
    const firstPageAsked = page
      .waitForRequest((r) => new URL(r.url()).pathname === '/wps/relay/GCSGAME_gameList', {
        timeout: 10_000,
      })
      .then(
        () => true,
        () => false,
      );
    // The page's own chunk is held back until the first games have been asked for (at most 10 s).
    let askedBeforePage = false;
    await page.route(/\/assets\/GameListPage-[\w-]+\.js$/, async (route) => {
      askedBeforePage = await firstPageAsked;
      await route.continue();
    });
    await page.goto('/m/slot-games');
    await expect(tiles(page, 'Slots').first()).toBeVisible();
    expect(askedBeforePage).toBe(true);
    // Asked once: the page's query found the answer in the cache.
    expect(lists.filter((q) => q.get('pageNo') === '1')).toHaveLength(1);
  });

  test('More appends the next page until the last one', async ({ page, request }) => {
    const fish = await apiGet<ApiPage>(
      request,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=FC&pageSize=24',
    );
    expect(fish.totalPages).toBe(3);
    await page.goto('/m/gameList?gameType=RNG&vassalage=FC');
    const list = tiles(page, 'Games');
    await expect(list).toHaveCount(24);
    await page.getByRole('button', { name: 'More games' }).click();
    await expect(list).toHaveCount(48);
    await page.getByRole('button', { name: 'More games' }).click();
    // From 60 games on only the rows near the view are in the page (decision 095): each tile
    // says its place, and the last one is always there.
    await expect(list.last()).toHaveAttribute('aria-posinset', String(fish.totalCount));
    await expect(list.first()).toHaveAttribute('aria-setsize', String(fish.totalCount));
    await expect(page.getByRole('button', { name: 'More games' })).toBeHidden();
  });

  test('a list of one page offers no More', async ({ page }) => {
    await page.goto('/m/gameList?gameType=FISH');
    await expect(tiles(page, 'Games')).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'More games' })).toBeHidden();
  });

  test('tiles load their artwork in fixed boxes: the first two rows at once, the rest lazily', async ({
    page,
  }) => {
    await page.goto('/m/slot-games');
    const art = (n: number) => tiles(page, 'Slots').nth(n).locator('img');
    await expect(art(0)).toHaveAttribute('loading', 'eager');
    await expect(art(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(art(5)).toHaveAttribute('loading', 'eager');
    await expect(art(6)).toHaveAttribute('loading', 'lazy');
    await expect(art(6)).not.toHaveAttribute('fetchpriority', /.*/);
    await expect(art(6)).toHaveAttribute('width', /\d+/);
    await expect(tiles(page, 'Slots').first()).toHaveCSS('content-visibility', 'auto');
  });
});

test.describe('hot games page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  test('a late hot list pushes nothing on screen away when it comes', async ({ page }) => {
    await answerLate(page, '**/wps/relay/GCSGAME_hotGamesV2*');
    await watchLayoutShifts(page);
    await page.goto('/m/hot-games');
    await expect(tiles(page, 'Hot games').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });

  test('searches on the device, ignoring case, and an empty text restores the list', async ({
    page,
    request,
  }) => {
    const hot = await apiGet<{ list: ApiGame[] }>(request, '/wps/relay/GCSGAME_hotGamesV2');
    const total = hot.list.length;
    await page.goto('/m/hot-games');
    await expect(page.getByText(`Showing 24 of ${total} games`)).toBeVisible();
    const name = hot.list[0]!.gameName;
    const word = name.split(' ')[0]!.toUpperCase();
    const expected = hot.list.filter((g) => g.gameName.toLowerCase().includes(word.toLowerCase()));
    const hotSearches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('GCSGAME_hotGamesV2')) hotSearches.push(r.url());
    });
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.fill(word);
    await box.press('Enter');
    await expect(
      page.getByText(`Showing ${Math.min(24, expected.length)} of ${expected.length} games`),
    ).toBeVisible();
    await expect(tiles(page, 'Hot games').first()).toContainText(expected[0]!.gameName);
    expect(hotSearches).toEqual([]);
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByText(`Showing 24 of ${total} games`)).toBeVisible();
    await page.getByRole('button', { name: 'More games' }).click();
    await expect(page.getByText(`Showing ${Math.min(48, total)} of ${total} games`)).toBeVisible();
  });
});
