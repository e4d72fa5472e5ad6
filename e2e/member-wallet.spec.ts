import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, resetOperatorSettings, sessionFor, useEnglish } from './shell-support';
import { setOperatorSettings } from './support';

const main = (page: Page) => page.getByRole('main');

/** The amount the balance widget on the page shows, in pesos. */
async function shownBalance(page: Page): Promise<number> {
  const amount = main(page).getByTestId('balance-amount');
  await expect(amount).toHaveText(/^[\d,]+\.\d{2}$/);
  return Number((await amount.innerText()).replace(/,/g, ''));
}

test.describe('deposit', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page, request }) => {
    await useEnglish(page);
    await resetOperatorSettings(request);
  });
  test.afterAll(async ({ request }) => resetOperatorSettings(request));

  test('a deposit within the limits raises the balance shown and lands in the record', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/voucherCenter');
    const before = await shownBalance(page);
    const form = main(page).locator('form');
    await form.getByRole('radio').first().check();
    const amount = form.getByRole('textbox', { name: 'Amount' });
    await amount.fill('1');
    await form.getByRole('button', { name: 'Deposit now' }).click();
    await expect(form.getByText(/The least you can use is/)).toBeVisible();
    await amount.fill('12.345');
    await form.getByRole('button', { name: 'Deposit now' }).click();
    await expect(form.getByText('Use at most 2 decimals')).toBeVisible();
    await amount.fill('500');
    await form.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByText('₱500.00 added to your wallet')).toBeVisible();
    await expect.poll(() => shownBalance(page)).toBeCloseTo(before + 500, 2);
  });

  test('the new layout offers quick amounts; the base layout does not', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await sessionFor(baseURL!, 'player01');
    await openSignedIn(page, session, '/m/voucherCenter');
    const quick = main(page).getByRole('group', { name: 'Quick amounts' });
    await expect(quick).toBeVisible();
    await quick.getByRole('button').first().click();
    await expect(main(page).getByRole('textbox', { name: 'Amount' })).not.toHaveValue('');
    await setOperatorSettings(request, { mobileTemplate: { mem_cen: 1, dep_func: 0 } });
    await page.reload();
    await expect(main(page).getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await expect(page.locator('[data-layout="base"]')).toBeVisible();
    await expect(main(page).getByRole('group', { name: 'Quick amounts' })).toHaveCount(0);
  });

  test('the demo build says once, dismissibly, that it runs on play money; never in page copy', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player02'), '/m/voucherCenter');
    const banner = page.getByRole('complementary', { name: 'Demo' });
    await expect(banner).toContainText('play money');
    await expect(main(page).getByText(/play money|reference server/)).toHaveCount(0);
    await banner.getByRole('button', { name: 'Close the demo notice' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(main(page).getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Demo' })).toHaveCount(0);
  });

  for (const who of ['agent41', 'agent42', 'partner40']) {
    test(`${who} is refused deposit with free_reject and goes home`, async ({ page, baseURL }) => {
      await openSignedIn(page, await sessionFor(baseURL!, who), '/m/voucherCenter');
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    });
  }
});

test.describe('withdrawal', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('never more than the balance; a wrong payment password is refused; a good one lowers the balance', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player02'), '/m/withdraw');
    const before = await shownBalance(page);
    const form = main(page).locator('form');
    await form.getByRole('radio', { name: /GCash/i }).check();
    await form.getByRole('textbox', { name: 'Account name' }).fill('Juan Dela Cruz');
    await form.getByRole('textbox', { name: /E-wallet number/ }).fill('09171234567');
    await form.getByRole('textbox', { name: 'Amount' }).fill(String(Math.ceil(before) + 1000));
    await form.getByLabel('Payment password').fill('246810');
    await form.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(form.getByText('That is more than your balance')).toBeVisible();

    await form.getByRole('textbox', { name: 'Amount' }).fill('200');
    await form.getByLabel('Payment password').fill('111111');
    await form.getByRole('button', { name: 'Withdraw now' }).click();
    await expect.poll(() => shownBalance(page)).toBeCloseTo(before, 2);
    await expect(page.getByText('₱200.00 is on its way')).toHaveCount(0);

    await form.getByLabel('Payment password').fill('246810');
    await form.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page.getByText('₱200.00 is on its way')).toBeVisible();
    await expect.poll(() => shownBalance(page)).toBeCloseTo(before - 200, 2);
  });

  test('a malformed e-wallet number and password are explained under their fields', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/withdraw');
    const form = main(page).locator('form');
    await form.getByRole('textbox', { name: /E-wallet number/ }).fill('12345');
    await form.getByRole('textbox', { name: 'Amount' }).fill('200');
    await form.getByLabel('Payment password').fill('12');
    await form.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(form.getByText('An e-wallet number is 11 digits starting with 09')).toBeVisible();
    await expect(form.getByText('The payment password is 6 digits')).toBeVisible();
    await expect(form.getByText('Enter the name on the account')).toBeVisible();
  });
});
