import { expect as baseExpect, test } from '@playwright/test';
import { securityInfo } from '@playdeck/contract';
import { openSignedIn, sessionFor, useEnglish } from './shell-support';
import { callAs, freshMember, main } from './member-support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('security centre', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('a new member sets a payment password after the form explains its mistakes', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await freshMember(baseURL!, request);
    await openSignedIn(page, session, '/m/securityCenter');
    const form = main(page).getByRole('form', { name: 'Set a payment password' });
    await expect(
      main(page).getByRole('listitem').filter({ hasText: 'Payment password' }),
    ).toContainText('Not set');
    await expect(
      main(page).getByRole('listitem').filter({ hasText: 'Mobile number' }),
    ).toContainText('*');

    await form.getByLabel('New payment password').fill('12ab');
    await form.getByLabel('Confirm payment password').fill('999999');
    await form.getByRole('button', { name: 'Set payment password' }).click();
    await expect(form.getByText('Use exactly 6 digits')).toBeVisible();
    await expect(form.getByText('The two passwords are not the same')).toBeVisible();

    await form.getByLabel('New payment password').fill('135790');
    await form.getByLabel('Confirm payment password').fill('135790');
    await form.getByRole('button', { name: 'Set payment password' }).click();
    await expect(page.getByText('Payment password set')).toBeVisible();
    await expect(main(page).getByRole('form', { name: 'Change payment password' })).toBeVisible();
    expect((await callAs(baseURL!, session, securityInfo, {})).paymentPasswordSet).toBe(true);

    // Changing it needs the current one.
    const change = main(page).getByRole('form', { name: 'Change payment password' });
    await change.getByLabel('Current payment password').fill('111111');
    await change.getByLabel('New payment password').fill('246802');
    await change.getByLabel('Confirm payment password').fill('246802');
    await change.getByRole('button', { name: 'Change payment password' }).click();
    await expect(change.getByText('The current payment password is incorrect')).toBeVisible();
  });

  test('the login password links to its change page', async ({ page, baseURL }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player01'), '/m/securityCenter');
    await expect(
      main(page).getByRole('listitem').filter({ hasText: 'Payment password' }),
    ).toContainText('Set');
    await main(page).getByRole('link', { name: 'Change login password' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  });
});

test.describe('my account and VIP benefits', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('my account shows the profile, balance and ways to records and security', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player02'), '/m/myAccount/index');
    await expect(main(page).getByRole('heading', { level: 1 })).not.toBeEmpty();
    const profile = main(page).getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText('player02');
    await expect(profile).toContainText(/VIP \d/);
    await expect(main(page).getByTestId('balance-amount')).toHaveText(/^[\d,]+\.\d{2}$/);
    await expect(main(page).getByRole('progressbar', { name: 'VIP progress' })).toBeVisible();
    const links = main(page).getByRole('navigation', { name: 'Records and security' });
    await links.getByRole('link', { name: 'Security centre' }).click();
    await expect(page).toHaveURL(/\/m\/securityCenter$/);
    await page.goBack();
    await links.getByRole('link', { name: 'Account record' }).click();
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
  });

  test('VIP benefits list every level and mark the player’s own with the progress', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/member/benefits');
    const levels = main(page).getByRole('region', { name: 'VIP levels' }).getByRole('listitem');
    await expect(levels).toHaveCount(5);
    const mine = main(page).locator('[aria-current="step"]');
    await expect(mine).toHaveCount(1);
    const heading = await main(page).getByRole('heading', { level: 1 }).innerText();
    expect(heading).toContain(
      (await mine.locator('p').first().innerText()).replace('You', '').trim(),
    );
    const bar = main(page).getByRole('progressbar', { name: 'VIP progress' });
    const value = Number(await bar.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
  });
});
