import { expect, test } from '@playwright/test';
import {
  DEMO_LOGINS,
  centreSpecSetup,
  main,
  openSignedIn,
  sessionFor,
  trialSession,
} from './shell-support';
import { setOperatorSettings } from './support';

test.describe('member centre', () => {
  centreSpecSetup();

  test('a visitor is sent to login from both paths', async ({ page }) => {
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/mine');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a trial account is asked to register, and register now opens registration', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/mine');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  for (const who of DEMO_LOGINS.members) {
    test(`${who} sees name, VIP progress, balance and every permitted entry`, async ({
      page,
      baseURL,
    }) => {
      await openSignedIn(page, await sessionFor(baseURL!, who), '/m/member/home');
      await expect(main(page).getByRole('heading', { level: 1 })).not.toBeEmpty();
      const bar = main(page).getByRole('progressbar', { name: 'VIP progress' });
      await expect(bar).toBeVisible();
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      await expect(main(page).getByTestId('balance-amount')).toHaveText(/^[\d,]+\.\d{2}$/);
      const menu = main(page).getByRole('navigation', { name: 'My account' });
      for (const name of [
        'VIP benefits',
        'Betting record',
        'Account record',
        'Profit and loss',
        'Reward centre',
        'Points mall',
        'Security centre',
      ]) {
        await expect(menu.getByRole('link', { name })).toBeVisible();
      }
      await expect(main(page).getByText('Get a 25% bonus on your deposit.')).toBeVisible();
    });
  }

  test('menu entries follow their permission flags', async ({ page, baseURL, request }) => {
    await setOperatorSettings(request, {
      whitelabel: { TRANSREC3: false, PTSYS3: false, VIP: false },
    });
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/member/home');
    const menu = main(page).getByRole('navigation', { name: 'My account' });
    await expect(menu.getByRole('link', { name: 'Betting record' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Account record' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Points mall' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'VIP benefits' })).toHaveCount(0);
  });

  test('entries open their pages', async ({ page, baseURL }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/member/home');
    const menu = main(page).getByRole('navigation', { name: 'My account' });
    await menu.getByRole('link', { name: 'Betting record' }).click();
    await expect(page).toHaveURL(/\/m\/gameRecord$/);
    await page.goBack();
    await menu.getByRole('link', { name: 'Profit and loss' }).click();
    await expect(page).toHaveURL(/\/m\/profitandloss$/);
    await page.goBack();
    await menu.getByRole('link', { name: 'Security centre' }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
  });

  test('mem_cen picks the layout: tiles when 1, rows otherwise', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await sessionFor(baseURL!, 'player00');
    await openSignedIn(page, session, '/m/member/home');
    await expect(page.locator('[data-layout="new"]')).toBeVisible();
    await setOperatorSettings(request, { mobileTemplate: { mem_cen: 0, dep_func: 1 } });
    await page.reload();
    await expect(page.locator('[data-layout="base"]')).toBeVisible();
    await expect(
      main(page).getByRole('navigation', { name: 'My account' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('the deposit shortcut opens the deposit page and sign-out returns home', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player01'), '/m/member/home');
    await main(page).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await page.goBack();
    await main(page).getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /sign out/i })
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
