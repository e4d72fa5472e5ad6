import { test, type Page } from '@playwright/test';
import { setOperatorSettings } from './support';
import {
  openSignedIn,
  resetOperatorSettings,
  sessionFor,
  useEnglish,
  patientExpect as expect,
  SHELL_TEST_TIMEOUT,
} from './shell-support';

const topBar = (page: Page) => page.locator('[data-frame="top-bar"]');
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const topBanner = (page: Page) => page.getByRole('complementary', { name: 'App download' });

/** [path, frame top bar shown, bottom menu shown] (spec 1 §2 Page frame). */
const frames: [string, boolean, boolean][] = [
  ['/m/set', true, true],
  ['/m/help', true, true],
  ['/m/login', false, false],
  ['/m/register', false, false],
  ['/m/forget', false, false],
  ['/m/changePsw', false, false],
  ['/m/message', false, true],
  ['/m/notice', true, false],
  ['/m/activity', true, true],
  ['/m/activityDetail?id=1', true, false],
  ['/m/app', false, false],
  // The member centre draws its own header and keeps the bottom menu (its tab is current).
  ['/m/mine', false, true],
  ['/m/agent', false, false],
  ['/m/agent/team/overview', false, false],
];

/**
 * Taps the footer's "About us" on home. Home draws its blocks below the fold as the tap's scroll
 * reaches them, so the footer can move under the finger: a tap that lands beside the link is
 * made again, as a person would.
 */
async function tapAboutUs(page: Page) {
  await expect(async () => {
    if (!/\/m\/help/.test(page.url())) await page.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/m\/help\?tag=about$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('page frame', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test.beforeEach(async ({ page }) => useEnglish(page));
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  test('shows the top bar and bottom menu per page, the footer everywhere', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/home');
    for (const [path, bar, nav] of frames) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      await expect(topBar(page), `${path} top bar`).toHaveCount(bar ? 1 : 0);
      await expect(bottomNav(page), `${path} bottom menu`).toHaveCount(nav ? 1 : 0);
      await expect(topBanner(page), `${path} top banner`).toHaveCount(0);
    }
  });

  test('home has the top banner, its own header and the bottom menu with Home current', async ({
    page,
  }) => {
    await page.goto('/m');
    await expect(topBanner(page)).toBeVisible();
    await expect(topBanner(page)).toContainText('₱599');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(topBar(page)).toHaveCount(0);
    await expect(bottomNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Closing the banner keeps it closed.
    await topBanner(page).getByRole('button', { name: 'Close the download bar' }).click();
    await expect(topBanner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Playdeck', level: 1 })).toBeVisible();
    await expect(topBanner(page)).toHaveCount(0);
  });

  test('the header title follows the page', async ({ page }) => {
    await page.goto('/m/help');
    await expect(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Help centre');
    await page.goto('/m/set');
    await expect(topBar(page).getByRole('heading', { level: 1 })).toHaveText('Settings');
  });

  test('back goes one page back on ordinary pages', async ({ page }) => {
    await page.goto('/m/home');
    await tapAboutUs(page);
    await bottomNav(page).getByRole('link', { name: 'Bonus' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await topBar(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/help\?tag=about$/);
  });

  test('back goes home from promotions, whatever came before', async ({ page }) => {
    await page.goto('/m/home');
    await tapAboutUs(page);
    await bottomNav(page).getByRole('link', { name: 'Promotion' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(bottomNav(page).getByRole('link', { name: 'Promotion' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await topBar(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('back from a page opened directly, and the home control, go home', async ({ page }) => {
    await page.goto('/m/help');
    await topBar(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/set');
    await topBar(page).getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('Bonus says to contact customer service while rewards are off', async ({
    page,
    request,
  }) => {
    await setOperatorSettings(request, { whitelabel: { REWCEN3: false } });
    await page.goto('/m/help');
    // Without the reward centre, Bonus is no link but a button that explains.
    await bottomNav(page).getByRole('button', { name: 'Bonus' }).click();
    await expect(page.getByText('Please contact customer service')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/help$/);
    // Opening the address directly is refused the same way.
    await page.goto('/m/rewardCenter');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('Share opens the referral panel; a visitor is asked to log in', async ({ page }) => {
    await page.goto('/m/home');
    await bottomNav(page).getByRole('button', { name: 'Share' }).click();
    const panel = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Log in to invite friends' }).click();
    await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2FinviteFriends$/);
    await expect(panel).toHaveCount(0);
  });

  test('the referral panel offers an agent their own affiliate links', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/home');
    await bottomNav(page).getByRole('button', { name: 'Share' }).click();
    const panel = page.getByRole('dialog', { name: 'Share your agent links' });
    await expect(panel.getByRole('button', { name: /^Copy link / }).first()).toBeVisible();
    await expect(panel).not.toContainText('not available');
  });
});
