import { expect as baseExpect, test, type Page } from '@playwright/test';
import { lobbyNews } from '@playdeck/contract';
import { callAs } from './member-support';
import { openSignedIn, resetOperatorSettings, sessionFor } from './shell-support';
import { setOperatorSettings } from './support';
import { LANGS, speak, text } from './texts';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The player sees the game menu and scrolls to the end: home draws its blocks below the fold. */
async function scrollHomeToEnd(page: Page, lang: (typeof LANGS)[number]) {
  await expect(page.getByRole('tablist', { name: text(lang, 'games.home.menu') })).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(150);
  }
}

/** A user agent of Facebook's in-app browser on Android. */
const FACEBOOK_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/455.0.0.43.107;]';

for (const lang of LANGS) {
  test.describe(`calls the spec names (${lang})`, () => {
    test.beforeEach(async ({ page }) => speak(page, lang));
    test.afterEach(async ({ request }) => resetOperatorSettings(request));

    test('lobby news: the latest on home, each opening on the news page in the player’s language', async ({
      page,
      baseURL,
    }) => {
      const visitor = {
        token: '',
        userName: '',
        type: 0,
        merchantCode: 'playdeck',
        firstTimeLogin: false,
      };
      const news = await callAs(baseURL!, visitor, lobbyNews, { language: lang, pageSize: 10 });
      await page.goto('/m/home');
      await scrollHomeToEnd(page, lang);
      const block = page.getByRole('region', { name: text(lang, 'games.home.lobbyNews') });
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByRole('link').filter({ hasText: news.list[0]!.title })).toBeVisible();
      const newGame = news.list.find((n) => n.category === 'NEW_GAME')!;
      await block.getByRole('link').filter({ hasText: newGame.title }).click();
      await expect(page).toHaveURL(new RegExp(`/m/news\\?id=${newGame.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'title.lobbyNews'),
      );
      // The chosen item is open; every item of the language is listed, newest first.
      const open = page.getByRole('button', { expanded: true });
      await expect(open).toContainText(newGame.title);
      const headers = page.getByRole('heading', { level: 2 });
      await expect(headers).toHaveCount(news.list.length);
      await expect(headers.first()).toContainText(news.list[0]!.title);
      await expect(headers.first()).toContainText(
        text(lang, `lobbyNews.category.${news.list[0]!.category}`),
      );
      // A new game's news plays that game: a visitor is asked to log in first.
      await page
        .getByRole('button', {
          name: text(lang, 'lobbyNews.play', { game: newGame.gameName ?? '' }),
        })
        .click();
      await expect(page).toHaveURL(/\/m\/login/);
    });

    test('site addresses: the one in use and the backups, from home’s help', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/m/home');
      await scrollHomeToEnd(page, lang);
      await page.getByRole('link', { name: text(lang, 'title.domains') }).click();
      await expect(page).toHaveURL(/\/m\/domains$/);
      const list = page.getByRole('list', { name: text(lang, 'domains.listLabel') });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      const main = list.getByRole('listitem').first();
      await expect(main).toContainText(text(lang, 'domains.main'));
      await expect(main).toContainText(baseURL!);
      await expect(main).toContainText(text(lang, 'domains.inUse'));
      const backup = list.getByRole('listitem').nth(1);
      await expect(backup).toContainText('https://m.playdeck.example.ph');
      await expect(
        backup.getByRole('link', {
          name: text(lang, 'domains.openFor', { name: text(lang, 'domains.backup', { n: 1 }) }),
        }),
      ).toHaveAttribute('href', 'https://m.playdeck.example.ph');
      await backup
        .getByRole('button', {
          name: text(lang, 'domains.copyFor', { name: text(lang, 'domains.backup', { n: 1 }) }),
        })
        .click();
      await expect(page.getByText(text(lang, 'domains.copied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'https://m.playdeck.example.ph',
      );
    });

    test('the member centre draws its menu from the whitelabel menu as it is now', async ({
      page,
      request,
      baseURL,
    }) => {
      const menuCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/wps/system/whitelabel') menuCalls.push(r.url());
      });
      await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/member/home');
      const mall = page.getByRole('link', { name: text(lang, 'member.entry.pointsMall') });
      await expect(mall).toBeVisible();
      // The menu the member centre asked for on opening has answered (on a busy machine it can
      // still be on its way; the next opening would then share that request, sent before the change).
      await page.waitForLoadState('networkidle');
      // The operator turns the points mall off while the site is open: the status the site loaded
      // still has it on, the member centre asks the menu again when it opens.
      await setOperatorSettings(request, { whitelabel: { PTSYS3: false } });
      await page
        .getByRole('link', { name: text(lang, 'nav.home') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/m\/home$/);
      // Home is drawn before the next tap, as a person sees it: a tap while home is still on its
      // way keeps the member centre mounted (the navigation is a transition), with nothing to ask.
      await expect(
        page.getByRole('tablist', { name: text(lang, 'games.home.menu') }),
      ).toBeVisible();
      await page
        .getByRole('navigation', { name: text(lang, 'nav.label') })
        .getByRole('link', { name: text(lang, 'nav.member') })
        .click();
      await expect(page).toHaveURL(/\/m\/member\/home$/);
      // The menu is asked again, and once it has answered the mall is gone.
      await expect.poll(() => menuCalls.length).toBeGreaterThanOrEqual(2);
      await page.waitForLoadState('networkidle');
      await expect(mall).toHaveCount(0);
    });
  });

  test.describe(`the Facebook game launch (${lang})`, () => {
    test.use({ userAgent: FACEBOOK_UA });
    test.beforeEach(async ({ page }) => speak(page, lang));

    test('inside Facebook’s browser a game launches through GCS_gameLaunchFB', async ({
      page,
      baseURL,
    }) => {
      const launches: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === '/wps/relay/GCS_gameLaunchFB' || path === '/wps/game/launchGame')
          launches.push(path);
      });
      await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/fishing-games');
      const tile = page
        .getByRole('list', { name: text(lang, 'title.fishingGames'), exact: true })
        .getByRole('listitem')
        .first();
      const name = (await tile.locator('[title]').first().getAttribute('title')) ?? '';
      const launch = tile.getByRole('button').first();
      const box = await launch.boundingBox();
      await launch.click({ position: { x: (box?.width ?? 40) / 2, y: (box?.height ?? 40) / 4 } });
      await expect(page).toHaveURL(/\/demo\/game\/.+&via=facebook$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText("Opened for Facebook's in-app browser")).toBeVisible();
      expect(launches).toEqual(['/wps/relay/GCS_gameLaunchFB']);
    });
  });
}
