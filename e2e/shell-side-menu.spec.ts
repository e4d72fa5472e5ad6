import { test } from '@playwright/test';
import { setOperatorSettings } from './support';
import {
  openSignedIn,
  resetOperatorSettings,
  sessionFor,
  trialSession,
  useEnglish,
  patientExpect as expect,
  SHELL_TEST_TIMEOUT,
} from './shell-support';

test.describe('home header and side menu', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test.beforeEach(async ({ page }) => useEnglish(page));
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  test('a member sees the balance and a menu with profile, funds and entries', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('group', { name: 'Balance' })).toContainText('₱');
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toContainText('Juan');
    await expect(menu).toContainText('Member ID 1');
    await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    await expect(menu.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    const entries = menu.getByRole('navigation', { name: 'Account menu' });
    for (const name of [
      'My account',
      'VIP',
      'Reward centre',
      'Account record',
      'Betting record',
      // Not an agent: the entry opens the member centre, and says so.
      'Member centre',
      'News and mail',
      'Security centre',
      'Settings',
      'Help centre',
      'Customer service',
      'App download',
    ]) {
      await expect(entries.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The customer-service entry opens the decoded service address: this server's own page, in
    // place (an installed app stays the app); another site's would open in a new tab.
    const service = entries.getByRole('link', { name: 'Customer service' });
    await expect(service).toHaveAttribute('href', '/support/');
    await expect(service).not.toHaveAttribute('target', '_blank');
  });

  test('closes on a mask tap and on navigation', async ({ page, baseURL }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    const open = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await open.click();
    await expect(menu).toBeVisible();
    // The mask is the page area left of the panel.
    await page.mouse.click(10, 400);
    await expect(menu).toHaveCount(0);

    await open.click();
    await menu.getByRole('link', { name: 'Security centre' }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await expect(menu).toHaveCount(0);
  });

  test('an entry whose flag is off is not listed', async ({ page, request, baseURL }) => {
    await setOperatorSettings(request, { whitelabel: { MAILCEN: false, AGENT: false } });
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const entries = page.getByRole('navigation', { name: 'Account menu' });
    await expect(entries.getByRole('link', { name: 'Security centre' })).toBeVisible();
    await expect(entries.getByRole('link', { name: 'News and mail' })).toHaveCount(0);
    await expect(entries.getByRole('link', { name: 'Member centre' })).toHaveCount(0);
  });

  test('a trial account is told once what it cannot do and offered registration', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('You are playing on a trial account')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Withdraw' })).toHaveCount(0);
    const entries = menu.getByRole('navigation', { name: 'Account menu' });
    await expect(entries.getByRole('link')).toHaveText([
      'Settings',
      'Help centre',
      'Customer service',
      'App download',
    ]);
    await menu.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('a trial account typing the deposit address gets free_reject and goes home', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/voucherCenter');
    await expect(
      page.getByText('Please login an actual account to use this function'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('sign-out asks, ends the session and returns home as a visitor', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out?' });
    await expect(confirm).toContainText('Are you sure you want to sign out?');
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('memberInfo'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  });

  test('cancelling sign-out keeps the session', async ({ page, baseURL }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/set');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/m\/set$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  });

  // Spec 1 §8 "Not logged in": the text, then the login page (api-contract §8 #8).
  test('a session the server no longer knows is dropped, and the player is sent to log in', async ({
    page,
  }) => {
    await openSignedIn(
      page,
      {
        token: 'expired-token',
        userName: 'ghost',
        type: 0,
        merchantCode: 'playdeck',
        firstTimeLogin: false,
      },
      '/m/home',
    );
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByText('You are not logged in, please login first')).toHaveCount(1);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
});
