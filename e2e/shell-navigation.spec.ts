import { test, type Page } from '@playwright/test';
import {
  main,
  openSignedIn,
  patientExpect as expect,
  resetOperatorSettings,
  sessionFor,
  trialSession,
  useEnglish,
  SHELL_TEST_TIMEOUT,
} from './shell-support';

/** The navigation shell (decision 070): the pieces the journey test walks through, one by one. */

const header = (page: Page) => page.getByRole('banner').first();

/** Collects the page's Content Security Policy violations. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe('navigation shell', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test.beforeEach(async ({ page }) => useEnglish(page));
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  test('the bell shows the unread total and opens the message centre', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/message');
    // The message centre's badges (each read as "n unread"), once every count has arrived...
    const badges = main(page).getByText(/^\d+ unread$/);
    await expect(badges).toHaveCount(3);
    const total = (await badges.allTextContents())
      .map((text) => Number.parseInt(text, 10))
      .reduce((a, b) => a + b, 0);
    // ...add up to the bell's total on home.
    await page.getByRole('link', { name: 'Back to home' }).click();
    const bell = header(page).getByRole('link', { name: /^Messages/ });
    await expect(bell).toHaveAttribute('href', '/m/message');
    await expect(bell).toHaveAccessibleName(`Messages, ${total} unread`);
    await bell.click();
    await expect(page).toHaveURL(/\/m\/message$/);
  });

  test("the member bar shows the player's name, VIP label and progress, and opens the member centre", async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    const summary = page.getByRole('link', { name: /Juan/ }).first();
    await expect(summary).toContainText('VIP 1');
    await expect(summary.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute(
      'aria-valuenow',
      /^\d+$/,
    );
    await summary.click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  });

  test('the header fits a 360 px phone with a six-figure balance', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    await expect(header(page).getByRole('group', { name: 'Balance' })).toContainText('₱');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const menu = header(page).getByRole('button', { name: 'Open menu' });
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test('the member centre and agent pages have a header with back and home', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player01'), '/m/member/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/m/home',
    );
    await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/m/set');
    // Member is the current tab of the bottom menu here.
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Member' }),
    ).toHaveAttribute('aria-current', 'page');
    await main(page)
      .getByRole('link', { name: /Agency centre/ })
      .click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await main(page).getByRole('link', { name: 'Team overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    // Opened directly (no page of ours behind it), back goes to the agent home.
    await page.goto('/m/agent/team/pnl');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("an agent's side menu leads to the agent home, a member's to the member centre", async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/home');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Agency centre' })
      .click();
    await expect(page).toHaveURL(/\/m\/agent$/);
  });

  test('Share offers an agent their own affiliate links', async ({ page, baseURL }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/home');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Share' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Share your agent links' });
    await expect(
      sheet.getByRole('list', { name: 'Your affiliate links' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(sheet.getByText('not available')).toHaveCount(0);
    await sheet.getByRole('link', { name: 'Manage links and open accounts' }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
  });

  test('a trial account sees the message centre rows it may not open as for members', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/message');
    await expect(main(page).getByText('You are playing on a trial account')).toBeVisible();
    const inbox = main(page).getByRole('button', { name: /Inbox/ });
    await expect(inbox).toContainText('For registered members');
    await inbox.click();
    await expect(
      page.getByText('Please login an actual account to use this function'),
    ).toBeVisible();
    await main(page).getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('dialogs lock the page behind without a Content Security Policy violation', async ({
    page,
    baseURL,
  }) => {
    const violations = await watchCsp(page);
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // A wheel over the mask leaves the page behind where it was.
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Share' })
      .click();
    const share = page.getByRole('dialog');
    await expect(share).toBeVisible();
    await expect(share).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    expect(await violations()).toEqual([]);
  });
});
