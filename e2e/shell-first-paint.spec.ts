import { expect, test } from '@playwright/test';
import { apiGet } from './games-support';

// What a player sees before any script has run (a slow phone, a slow network): the server draws
// the landing page's shell into the HTML.
test.describe('landing pages before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('log in shows its title and welcome line, in the language the player chose', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/m/login');
    await expect(page.locator('.boot-title')).toHaveText('Mag-log in');
    await expect(page.locator('.boot-intro')).toHaveText(/^Maligayang pagbabalik!/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

    await context.addCookies([{ name: 'pd-lang', value: 'EN', url: baseURL! }]);
    await page.goto('/m/login');
    await expect(page.locator('.boot-title')).toHaveText('Log in');
    await expect(page.locator('.boot-intro')).toHaveText(/^Welcome back!/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a game list shows its first two rows of games with their artwork', async ({
    page,
    request,
  }) => {
    const first = await apiGet<{ games: { gameName: string; iconUrl: string }[] }>(
      request,
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=6',
    );
    await page.goto('/m/slot-games');
    await expect(page.locator('.boot-title')).toHaveText('Slots');
    await expect(page.locator('.boot-tile-name')).toHaveText(first.games.map((g) => g.gameName));
    const art = page.locator('.boot-art-image').first();
    await expect(art).toHaveAttribute('src', first.games[0]!.iconUrl);
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});

test.describe('landing pages once the site has started', () => {
  test('the page replaces its shell, and a language chosen on the site reaches the server', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('heading', { name: 'Mag-log in', level: 1 })).toBeVisible();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    // The next visit's shell is in English.
    const html = await (await page.request.get('/m/login')).text();
    expect(html).toContain('<span class="boot-title">Log in</span>');
  });
});

test.describe('home on a slow network', () => {
  test("keeps the banner's place while its announcements are on their way", async ({ page }) => {
    await page.route('**/wps/relay/MCSFE_getListAnnouncements*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/m/home');
    // The server's banner (inlined in the page) stays in the carousel's box until the answer comes...
    await expect(page.locator('[data-banner-placeholder] img')).toHaveAttribute(
      'src',
      /^data:image\/webp;base64,/,
    );
    const notices = page.getByRole('region', { name: 'Mga anunsyo' });
    const top = async () => (await notices.boundingBox())?.y;
    const before = await top();
    // ...and the carousel takes its place: the notice line below does not move.
    await expect(page.getByRole('region', { name: 'Mga promo' })).toBeVisible({ timeout: 10_000 });
    expect(await top()).toBe(before);
  });
});
