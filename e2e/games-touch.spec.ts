import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, useSession } from './games-support';
import { LANGS, speak, text, type Lang } from './texts';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * A finger (the primary pointer) pressing an element for `ms`, then lifting: on its upper part, on
 * a game tile the artwork (the free-play button sits on the artwork's lower corner).
 */
async function press(page: Page, target: Locator, ms: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

/** A tap on an element's upper part (on a game tile: the artwork, not the free-play button). */
async function tap(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await target.click({ position: { x: box.width / 2, y: box.height / 4 } });
}

/** A drag of `dx`, `dy` px starting in an element (its middle, or `at` of its height), in steps. */
async function drag(page: Page, target: Locator, dx: number, dy: number, at = 0.5) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height * at;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

const slotTiles = (page: Page, lang: Lang) =>
  page
    .getByRole('list', { name: text(lang, 'title.slotGames'), exact: true })
    .getByRole('listitem');

for (const lang of LANGS) {
  test.describe(`touch (${lang})`, () => {
    test.beforeEach(async ({ page }) => speak(page, lang));

    test('a long press on a game tile opens its details: vendor, min bet, favourite, play and try', async ({
      page,
    }) => {
      await useSession(page, await loginAs('player00'));
      await page.goto('/m/slot-games');
      const tile = slotTiles(page, lang).first();
      const launchButton = tile.getByRole('button').first();
      const name = (await tile.locator('[title]').first().getAttribute('title')) ?? '';
      // The site has taken over from the page's app shell (whose tiles are pictures only).
      await expect(
        tile.getByRole('button', { name: text(lang, 'games.tile.favourite', { name }) }),
      ).toBeVisible();
      await press(page, launchButton, 600);
      const sheet = page.getByRole('dialog', { name });
      await expect(sheet).toBeVisible();
      // The press did not launch the game.
      await expect(page).toHaveURL(/\/m\/slot-games$/);
      await expect(sheet).toContainText(text(lang, 'gameDetails.vendor'));
      await expect(sheet).toContainText(text(lang, 'gameDetails.minBet'));
      await expect(sheet).toContainText(/₱\d/);
      await expect(
        sheet.getByRole('button', { name: text(lang, 'gameDetails.play') }),
      ).toBeVisible();

      // Favourite from the sheet: the heart turns, and the tile's heart follows.
      const add = text(lang, 'gameDetails.addFavourite');
      const added = text(lang, 'gameDetails.favourite');
      const heart = sheet.getByRole('button', { name: new RegExp(`^(${add}|${added})$`) });
      const was = (await heart.getAttribute('aria-pressed')) === 'true';
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', String(!was));
      await expect(heart).toHaveText(was ? add : added);
      // A swipe down shorter than 100 px leaves the sheet; 100 px closes it.
      const title = sheet.getByText(name, { exact: true }).first();
      await drag(page, title, 0, 60);
      await expect(sheet).toBeVisible();
      await drag(page, title, 0, 130);
      await expect(sheet).toBeHidden();
      await expect(
        tile.getByRole('button', { name: text(lang, 'games.tile.favourite', { name }) }),
      ).toHaveAttribute('aria-pressed', String(!was));

      // A short press is a tap: it launches. Play in the sheet launches too.
      await press(page, launchButton, 600);
      await sheet.getByRole('button', { name: text(lang, 'gameDetails.play') }).click();
      await expect(page).toHaveURL(/\/demo\/game\//);
      await page.goto('/m/slot-games');
      await tap(slotTiles(page, lang).nth(1).getByRole('button').first());
      await expect(page).toHaveURL(/\/demo\/game\//);
    });

    test('a visitor’s try in the details offers a trial account; play goes to log in', async ({
      page,
    }) => {
      await page.goto('/m/slot-games');
      // A game with free play (its tile has the try button).
      const tile = slotTiles(page, lang)
        .filter({
          has: page.getByRole('button', {
            name: new RegExp(`^${text(lang, 'games.tile.freePlay')} `),
          }),
        })
        .first();
      const name = (await tile.locator('[title]').first().getAttribute('title')) ?? '';
      await press(page, tile.getByRole('button').first(), 600);
      const sheet = page.getByRole('dialog', { name });
      await sheet.getByRole('button', { name: text(lang, 'gameDetails.try') }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
        text(lang, 'games.trialOffer.title'),
      );
      await page.getByRole('button', { name: text(lang, 'games.trialOffer.notNow') }).click();
      await press(page, tile.getByRole('button').first(), 600);
      await page
        .getByRole('dialog', { name })
        .getByRole('button', { name: text(lang, 'gameDetails.play') })
        .click();
      await expect(page).toHaveURL(/\/m\/login/);
    });

    test('launching a game records it as recent (add recent game), then it tops the recent list', async ({
      page,
    }) => {
      await useSession(page, await loginAs('player01'));
      await page.goto('/m/fishing-games');
      const list = page.getByRole('list', { name: text(lang, 'title.fishingGames'), exact: true });
      const tile = list.getByRole('listitem').nth(3);
      const name = (await tile.locator('[title]').first().getAttribute('title')) ?? '';
      await expect(
        tile.getByRole('button', { name: text(lang, 'games.tile.favourite', { name }) }),
      ).toBeVisible();
      // The answer is read as it passes (the page leaves for the game right after it).
      const recorded: { nodeId: string | null; success: boolean }[] = [];
      await page.route('**/wps/relay/MCS2_addRecentGame*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { success: boolean };
        recorded.push({
          nodeId: new URL(route.request().url()).searchParams.get('nodeId'),
          success: body.success,
        });
        await route.fulfill({ response });
      });
      await tap(tile.getByRole('button').first());
      await expect(page).toHaveURL(/\/demo\/game\//);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.success).toBe(true);
      expect(page.url()).toContain(`/demo/game/${recorded[0]?.nodeId}?`);

      await page.goto('/m/fishing-games');
      await page
        .getByRole('list', { name: text(lang, 'games.list.tabsLabel') })
        .getByRole('button', { name: text(lang, 'games.list.tab.recent') })
        .click();
      await expect(list.getByRole('listitem').first()).toContainText(name);
    });

    test('banners change with a swipe of 60 px; a shorter one snaps back', async ({ page }) => {
      await page.goto('/m/home');
      const carousel = page.getByRole('region', { name: text(lang, 'games.home.banners') });
      // Reaching for the banners starts the carousel.
      await carousel.hover();
      const pause = carousel.getByRole('button', { name: text(lang, 'games.home.pauseBanners') });
      await pause.click();
      const active = () => carousel.locator('.swiper-slide-active').getAttribute('aria-label');
      const first = await active();
      const slides = carousel.locator('.swiper');
      await drag(page, slides, -45, 0);
      await page.waitForTimeout(1_500);
      expect(await active()).toBe(first);
      await drag(page, slides, -70, 0);
      await expect.poll(active).not.toBe(first);
      const second = await active();
      await drag(page, slides, 70, 0);
      await expect.poll(active).toBe(first);
      expect(second).not.toBe(first);
    });

    test('the side menu closes with a swipe of 100 px to its edge', async ({ page }) => {
      await page.goto('/m/home');
      // The site has taken over from the app shell (home's own menu of game types is drawn).
      await expect(
        page.getByRole('tablist', { name: text(lang, 'games.home.menu') }),
      ).toBeVisible();
      await page.getByRole('button', { name: text(lang, 'header.openMenu') }).click();
      const menu = page.getByRole('dialog').filter({ has: page.getByRole('radio') });
      await expect(menu).toBeVisible();
      await drag(page, menu, 60, 0, 0.05);
      await page.waitForTimeout(500);
      await expect(menu).toBeVisible();
      await drag(page, menu, 110, 0, 0.05);
      await expect(menu).toBeHidden();
    });

    test('a new page fades in over 300 ms; the first page and reduced motion do not', async ({
      page,
    }) => {
      const main = page.locator('main');
      const animation = () =>
        main.evaluate((el) => {
          const style = getComputedStyle(el);
          return { name: style.animationName, duration: style.animationDuration };
        });
      await page.goto('/m/home');
      await expect(
        page.getByRole('tablist', { name: text(lang, 'games.home.menu') }),
      ).toBeVisible();
      expect((await animation()).name).toBe('none');
      await page
        .getByRole('navigation', { name: text(lang, 'nav.label') })
        .getByRole('link', { name: text(lang, 'nav.promotion') })
        .click();
      await expect(page).toHaveURL(/\/m\/activity$/);
      // The address changes before the new page is drawn (a navigation renders as a transition).
      await expect(main).toHaveAttribute('data-page-enter', /^[ab]$/);
      expect(await animation()).toEqual({
        name: expect.not.stringMatching(/^none$/),
        duration: '0.3s',
      });

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page
        .getByRole('navigation', { name: text(lang, 'nav.label') })
        .getByRole('link', { name: text(lang, 'nav.home') })
        .click();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect((await animation()).name).toBe('none');
    });
  });
}
