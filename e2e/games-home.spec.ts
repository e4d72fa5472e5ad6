import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiGet, loginAs, useSession } from './games-support';
import { answerLate, layoutShiftSoFar, watchLayoutShifts } from './support';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const menu = (page: Page) => page.getByRole('tablist', { name: 'Game categories' });
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
/** The player sees the game menu and starts to scroll: home draws its blocks below the fold. */
async function startScrolling(page: Page) {
  await expect(menu(page)).toBeVisible();
  await page.mouse.wheel(0, 200);
}

test.describe('home game area', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  test('shows the m_home banners and the notice line, a notice opening /m/notice on it', async ({
    page,
    request,
  }) => {
    const home = await apiGet<{ banners: { title: string }[]; player: { title: string }[] }>(
      request,
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&groupName=m_home&platform=M',
    );
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Promotions' });
    await expect(carousel).toBeVisible();
    await expect(
      carousel.getByRole('img', { name: home.banners[0]!.title }).first(),
    ).toBeAttached();
    const notices = page.getByRole('region', { name: 'Announcements' });
    await notices.getByRole('button', { name: 'Pause announcements' }).click();
    await expect(notices.getByRole('button', { name: 'Play announcements' })).toBeVisible();
    // A keyboard user reaches a notice (focus brings it to the start of the line) and opens it.
    await notices.getByRole('link', { name: home.player[1]!.title }).focus();
    await page.keyboard.press('Enter');
    // The notices page needs a session: a visitor goes to log in on the way.
    await expect(page).toHaveURL(/\/m\/login$/);

    await useSession(page, await loginAs('player00'));
    await page.goto('/m/home');
    await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('link', { name: home.player[1]!.title })
      .focus();
    await page.keyboard.press('Enter');
    // The notices page opens on the very notice the line showed.
    await expect(page).toHaveURL(/\/m\/notice\?index=\d+$/);
    await expect(
      page.getByRole('main').getByRole('button', { name: home.player[1]!.title, expanded: true }),
    ).toBeVisible();
  });

  test('the notice line offers the app download, which opens /m/app', async ({ page }) => {
    await page.goto('/m/home');
    await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('link', { name: 'Download' })
      .click();
    await expect(page).toHaveURL(/\/m\/app$/);
  });

  test('the category menu lists HOME, HOT and the vendor categories, never lottery', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(menu(page).getByRole('tab')).toHaveText([
      'Home',
      'Hot',
      'Slots',
      'Live casino',
      'Poker',
      'Fishing',
      'Cockfight',
      'Sports',
      'Esports',
      'In-house',
    ]);
    await expect(menu(page).getByRole('tab', { name: 'Home' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a vendor category shows its game list 35 at a time, scrolled into view', async ({
    page,
  }) => {
    const sizes: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('GCSGAME_gameList') && u.searchParams.get('gameType') === 'LIVE')
        sizes.push(u.searchParams.get('pageSize') ?? '');
    });
    await page.goto('/m/home');
    const live = menu(page).getByRole('tab', { name: 'Live casino' });
    await live.click();
    await expect(live).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('list', { name: 'Live casino', exact: true }).getByRole('listitem'),
    ).toHaveCount(35);
    expect(sizes).toContain('35');
    await expect(live).toBeInViewport();
  });

  test('sports shows cards; cockfight launches its first vendor (after log in)', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await menu(page).getByRole('tab', { name: 'Sports', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Sports' }).getByRole('button')).toHaveCount(3);
    await menu(page).getByRole('tab', { name: 'Cockfight' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    const member = await loginAs('player00');
    await useSession(page, member);
    const launches: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/game/launchGame')) launches.push(new URL(r.url()));
    });
    await page.goto('/m/home');
    await menu(page).getByRole('tab', { name: 'Cockfight' }).click();
    await expect(page).toHaveURL(/\/demo\/game\//);
    expect(launches[0]?.searchParams.get('vassalage')).toBe('SV3');
  });

  test('blocks below the fold wait for the player to start, then come without moving what is shown', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const call = /GCSGAME_(hotGamesV2|getRankList)/.exec(r.url());
      if (call) calls.push(call[1]!);
    });
    await page.goto('/m/home');
    const enter = page.getByRole('region', { name: 'Game categories' });
    await expect(enter.getByRole('button', { name: 'Lottery', exact: true })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: 'Hot games' })).toHaveCount(0);
    expect(calls).toEqual([]);

    const shifts = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += e.value;
          }).observe({ type: 'layout-shift' });
          setTimeout(() => resolve(total), 4000);
        }),
    );
    await startScrolling(page);
    await expect(page.getByRole('list', { name: 'Hot games', exact: true })).toBeVisible();
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 600);
    await expect(page.getByRole('region', { name: 'Big winners' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'More games' })).toBeAttached();
    expect(calls.sort()).toEqual(['getRankList', 'hotGamesV2']);
    expect(await shifts).toBeLessThan(0.01);
  });

  test('HOME shows 24 hot games with a toggle to show all or fewer', async ({ page, request }) => {
    const hot = await apiGet<{ list: unknown[] }>(request, '/wps/relay/GCSGAME_hotGamesV2');
    await page.goto('/m/home');
    await startScrolling(page);
    const grid = page.getByRole('list', { name: 'Hot games', exact: true }).first();
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await page.getByRole('button', { name: `Show all ${hot.list.length}` }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(hot.list.length);
    await page.getByRole('button', { name: 'Show fewer' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(24);
  });

  test('HOT shows the jackpot banner and every hot game', async ({ page, request }) => {
    const hot = await apiGet<{ list: unknown[] }>(request, '/wps/relay/GCSGAME_hotGamesV2');
    await page.goto('/m/home');
    await menu(page).getByRole('tab', { name: 'Hot' }).click();
    const banner = page.getByRole('region', { name: 'Progressive jackpot' });
    const figure = banner.getByText(/^Progressive jackpot ₱/);
    await expect(figure).toBeAttached();
    const amount = amountOf(await figure.textContent());
    expect(await figure.textContent()).toMatch(/\.\d{2}$/);
    expect(amount).toBeGreaterThanOrEqual(100_000_000);
    expect(amount).toBeLessThanOrEqual(1_000_000_000);
    await expect(
      page.getByRole('list', { name: 'Hot games', exact: true }).getByRole('listitem'),
    ).toHaveCount(hot.list.length);
  });

  test('the jackpot starts from the pool, grows by itself and can be paused', async ({ page }) => {
    await page.goto('/m/home');
    const jackpot = page.getByRole('region', { name: 'Jackpot', exact: true });
    const figure = jackpot.getByText(/^Jackpot ₱/);
    await expect(figure).toBeAttached();
    const first = amountOf(await figure.textContent());
    expect(first).toBeGreaterThanOrEqual(1_200_000_000);
    expect(first).toBeLessThan(1_400_000_000);
    await expect
      .poll(async () => amountOf(await figure.textContent()), { timeout: 20_000 })
      .toBeGreaterThan(first);
    const grown = amountOf(await figure.textContent());
    expect(grown - first).toBeGreaterThanOrEqual(10_000);
    await jackpot.getByRole('button', { name: 'Pause the jackpot' }).click();
    await expect(jackpot.getByRole('button', { name: 'Play the jackpot' })).toBeVisible();
  });

  test('a late jackpot pool takes the place kept for it: nothing below moves', async ({ page }) => {
    await answerLate(page, '**/wps/relay/VIS_getJackpot*');
    await watchLayoutShifts(page);
    await page.goto('/m/home');
    const jackpot = page.getByRole('region', { name: 'Jackpot', exact: true });
    await expect(jackpot).toBeVisible();
    const waiting = (await jackpot.boundingBox())!.height;
    await expect(jackpot.getByText(/^Jackpot ₱/)).toBeAttached();
    expect((await jackpot.boundingBox())!.height).toBe(waiting);
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });

  test('the winner board lists 20 wins, biggest first', async ({ page }) => {
    await page.goto('/m/home');
    await startScrolling(page);
    const board = page.getByRole('region', { name: 'Big winners' });
    await board.scrollIntoViewIfNeeded();
    const rows = board.getByRole('list').first().getByRole('listitem');
    await expect(rows).toHaveCount(20);
    const amounts = (await rows.allTextContents()).map((t) => amountOf(t.split('₱')[1] ?? ''));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('game enter opens lottery cards; more games and help link to their pages', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const enter = page.getByRole('region', { name: 'Game categories' });
    await enter.getByRole('button', { name: 'Lottery', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play Lotto 6/42' })).toBeVisible();
    await menu(page).getByRole('tab', { name: 'Home' }).click();
    await page
      .getByRole('region', { name: 'More games' })
      .getByRole('link', { name: 'Roulette' })
      .click();
    await expect(page).toHaveURL(/\/m\/roulette$/);
  });

  test('floating customer service is one button that offers the configured channels and a general one', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Customer service', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Customer service' });
    const links = sheet.getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toContainText('Customer service on Facebook');
    await expect(links.nth(1)).toContainText('Customer service on Telegram');
    await expect(links.nth(2)).toHaveText(/^Customer service$/);
    // Facebook and Telegram are other sites (a new tab); the service page is this site's, in place.
    await expect(links.nth(0)).toHaveAttribute('target', '_blank');
    await expect(links.nth(1)).toHaveAttribute('target', '_blank');
    await expect(links.nth(2)).not.toHaveAttribute('target', '_blank');
  });

  test('the provider carousel opens a vendor on the provider page; more goes to all providers', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await startScrolling(page);
    const carousel = page.getByRole('region', { name: 'Providers', exact: true });
    await carousel.getByRole('button', { name: 'Pause providers' }).click();
    await carousel.getByRole('link', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/m\/provider\?gameType=RNG&vassalage=PG$/);
    await expect(
      page.getByRole('list', { name: 'Games of the providers' }).getByRole('listitem').first(),
    ).toContainText('PG Soft');
    await page.goto('/m/home');
    await startScrolling(page);
    await page.getByRole('link', { name: 'All providers' }).click();
    await expect(page).toHaveURL(/\/m\/provider$/);
  });
});

test.describe('home game sections from their own chunk', () => {
  // The service worker would answer from its cache; this checks the network failure itself.
  test.use({ serviceWorkers: 'block' });

  test('banners and notices show while the sections cannot load; Load again brings them', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const sectionsChunk = /\/assets\/GameSections-[^/]+\.js$/;
    await page.route(sectionsChunk, (route) => route.abort());
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
    const failed = page.getByRole('alert');
    await expect(failed).toContainText('Still loading this page');
    await expect(menu(page)).toHaveCount(0);
    await page.unroute(sectionsChunk);
    await failed.getByRole('button', { name: 'Load again' }).click();
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  });
});

test.describe("home's first banner", () => {
  test('comes with the page and is never fetched again when the site takes over', async ({
    page,
    request,
  }) => {
    const home = await apiGet<{
      banners: { title: string; announcementImages: { sequence: number; url: string }[] }[];
    }>(
      request,
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&groupName=m_home&platform=M',
    );
    const first = home.banners[0]!;
    const cover = first.announcementImages.find((i) => i.sequence === 1)!.url;
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/m/home');
    const carousel = page.getByRole('region', { name: 'Promotions' });
    const image = carousel.getByRole('img', { name: first.title }).first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The carousel started (a second slide is there) and still shows the page's own copy.
    await expect(
      carousel.getByRole('img', { name: home.banners[1]!.title }).first(),
    ).toBeAttached();
    expect(fetched).not.toContain(cover);
  });
});

test.describe("home's app shell", () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first home banner before any script has run', async ({ page, request }) => {
    const home = await apiGet<{
      banners: { announcementImages: { sequence: number; url: string }[] }[];
    }>(
      request,
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&groupName=m_home&platform=M',
    );
    const cover = home.banners[0]!.announcementImages.find((i) => i.sequence === 1)!.url;
    await page.goto('/m/home');
    const banner = page.locator('.boot-banner');
    await expect(banner).toBeVisible();
    // The server's own banner comes inside the page: no request of its own to wait for.
    await expect(banner).toHaveAttribute('data-src', cover);
    await expect(banner).toHaveAttribute('src', /^data:image\/webp;base64,/);
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Pages without a shell of their own keep the plain one.
    await page.goto('/m/member/home');
    await expect(page.locator('.boot-block')).toBeVisible();
    await expect(page.locator('.boot-banner')).toHaveCount(0);
  });
});
