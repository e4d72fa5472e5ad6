import { expect as baseExpect, test } from '@playwright/test';
import { openSignedIn, trialSession, useEnglish } from './shell-support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const MEMBER_PAGES = [
  '/m/myAccount/index',
  '/m/securityCenter',
  '/m/member/benefits',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/profitandloss',
  '/m/mall/mallHome',
];

test.describe('member guards', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('a visitor is sent to login from every member page', async ({ page }) => {
    for (const path of MEMBER_PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/login$/);
    }
  });

  test('a trial account is asked to register: cancel keeps it out, register now opens registration', async ({
    page,
    baseURL,
  }) => {
    const trial = await trialSession(baseURL!);
    await openSignedIn(page, trial, '/m/gameRecord');
    let alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Betting record' })).toHaveCount(0);

    await page.goto('/m/mall/mallHome');
    alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });
});
