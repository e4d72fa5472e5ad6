import { readFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { patientExpect as expect, SHELL_TEST_TIMEOUT } from './shell-support';
import { text } from './texts';

// TY comes in parts (apps/site/src/i18n/index.ts): the texts bundled with the shell, the auth texts
// fetched by log in, sign up and password retrieval, and the page texts fetched by every other page
// but home and the game lists. A player must never see a bare key.
type Tree = { [key: string]: string | Tree };
const catalogue = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../apps/site/src/i18n/locales/${file}`, import.meta.url), 'utf8'),
  ) as Tree;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string'
      ? [path, path.replace(/_(one|other)$/, '')]
      : keysOf(value, path);
  });
}

/** Every key of either part that contains a dot (top-level single words could be real words). */
const KEYS = [
  ...new Set(
    keysOf({
      ...catalogue('ty.shell.json'),
      ...catalogue('ty.auth.json'),
      ...catalogue('ty.pages.json'),
    }),
  ),
].filter((key) => key.includes('.'));

const PAGE_TEXTS = /\/assets\/ty\.pages-[^/]+\.js$/;
const AUTH_TEXTS = /\/assets\/ty\.auth-[^/]+\.js$/;

/** What the player reads or hears: the visible text, the labels and the title. */
async function everythingShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [
      ...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]'),
    ].map((el) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

const bareKeysIn = (text: string) => KEYS.filter((key) => text.includes(key));

test.describe('interface texts', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  // The service worker would fetch the held or refused texts itself, past page.route.
  test.use({ serviceWorkers: 'block' });

  const withoutPageTexts = [
    { path: '/m/home', shows: (page: Page) => page.getByLabel('Mga anunsyo').first() },
    { path: '/m/slot-games', shows: (page: Page) => page.getByRole('heading', { name: 'Slots' }) },
  ];
  for (const { path, shows } of withoutPageTexts) {
    test(`${path} shows all its texts without the page texts`, async ({ page }) => {
      await page.route(PAGE_TEXTS, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Pangunahing menu' })).toBeVisible();
      await expect(shows(page)).toBeVisible();
      // Everything the page asks for has answered, games and announcements drawn.
      await page.waitForLoadState('networkidle');
      expect(bareKeysIn(await everythingShown(page))).toEqual([]);
    });
  }

  const withAuthTexts = [
    {
      path: '/m/login',
      use: async (page: Page) => {
        await expect(
          page.getByRole('textbox', { name: text('TY', 'auth.field.username') }),
        ).toBeVisible();
        const sms = page.getByRole('tab', { name: text('TY', 'auth.login.methodSms') });
        await sms.click();
        await expect(sms).toHaveAttribute('aria-selected', 'true');
      },
    },
    {
      path: '/m/register',
      use: (page: Page) =>
        expect(
          page.getByRole('textbox', { name: text('TY', 'auth.field.username') }),
        ).toBeVisible(),
    },
    {
      path: '/m/forget',
      use: (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
  ];
  for (const { path, use } of withAuthTexts) {
    test(`${path} shows all its texts with the auth texts alone`, async ({ page }) => {
      await page.route(PAGE_TEXTS, (route) => route.abort());
      const auth = page.waitForResponse(AUTH_TEXTS);
      await page.goto(path);
      await auth;
      await use(page);
      await page.waitForLoadState('networkidle');
      expect(bareKeysIn(await everythingShown(page))).toEqual([]);
    });
  }

  test('a page that needs the page texts shows them once they arrive, never a key before', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PAGE_TEXTS, async (route) => {
      await held;
      await route.continue();
    });
    const pageCode = page.waitForResponse(/\/assets\/SettingsPage-[^/]+\.js$/);
    const asked = page.waitForRequest(PAGE_TEXTS);
    await page.goto('/m/set');
    await Promise.all([asked, (await pageCode).finished()]);
    // The page's code is here, its texts are not: it keeps its loading state, and shows no key.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(bareKeysIn(await everythingShown(page))).toEqual([]);
    await expect(page.locator('[data-page-loading]')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga setting');
    await expect(page.getByRole('link', { name: 'Palitan ang password' })).toBeVisible();
    expect(bareKeysIn(await everythingShown(page))).toEqual([]);
  });

  test('in English, a page needs none of the TY page texts', async ({ page }) => {
    const asked: string[] = [];
    await page.route(/\/assets\/ty\.(pages|auth)-[^/]+\.js$/, (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await page.goto('/m/login');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
