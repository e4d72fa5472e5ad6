import { expect, test, type Page } from '@playwright/test';
import { setOperatorSettings } from './support';
import { openSignedIn, resetOperatorSettings, useEnglish } from './shell-support';
import { countCalls, mailFor, newMemberByMobile, smsCodeFor } from './auth-support';

const signedIn = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Open menu' });

test.describe('password retrieval', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await useEnglish(page);
  });
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  test('by e-mail: checks both fields, trims them, says it is sent and goes back', async ({
    page,
    request,
  }) => {
    const calls = countCalls(page, '/wps/member/password/email');
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    // Phone comes first while CHNGPASSVERIF3 is on.
    await expect(page.getByRole('tab', { name: 'Phone', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'E-mail' }).click();
    const retrieve = page.getByRole('button', { name: 'Retrieve password' });
    await retrieve.click();
    await expect(page.getByText('Enter your username', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter your e-mail address')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('player02@localhost');
    await retrieve.click();
    await expect(page.getByText('The e-mail address is incorrect')).toBeVisible();
    expect(calls.count).toBe(0);

    await page.getByRole('textbox', { name: 'Username' }).fill('  player02 ');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(' player02@example.com ');
    await retrieve.click();
    await expect(page.getByText('a temporary password is on its way')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    const mail = await mailFor(request, 'player02@example.com');
    expect(mail?.subject).toContain('temporary password');
  });

  test('is e-mail only without CHNGPASSVERIF3', async ({ page, request }) => {
    await setOperatorSettings(request, { whitelabel: { CHNGPASSVERIF3: false } });
    await page.goto('/m/forget');
    await expect(page.getByRole('button', { name: 'Retrieve password' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // This server's own service page opens in place (an installed app stays the app).
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/support/',
    );
  });

  test('by phone: same password clears the password, then the new one logs the player in', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await newMemberByMobile(baseURL!, request, 'Start123');
    await page.goto('/m/forget');
    const submit = page.getByRole('button', { name: 'Set new password' });
    await expect(submit).toBeDisabled();
    const newPassword = page.getByLabel('New password', { exact: true });
    await newPassword.fill('Start123');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(member.mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /^(SMS sent|\d+s)$/ })).toBeVisible();
    const code = await smsCodeFor(request, member.mobile);
    await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(
      'The new password is the same as the old password',
    );
    await expect(newPassword).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveValue(code);

    await newPassword.fill('Fresh456');
    await submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });
  });

  test('by phone: a wrong code clears the code and keeps the rest', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await newMemberByMobile(baseURL!, request, 'Start123');
    await page.goto('/m/forget');
    await page.getByLabel('New password', { exact: true }).fill('Other789');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(member.mobile);
    await page.getByRole('textbox', { name: 'SMS code' }).fill('000000');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification code error');
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveValue('');
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Other789');
  });
});

test.describe('change password', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await useEnglish(page);
  });

  test('checks the fields, refuses the same password, saves and goes home', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await newMemberByMobile(baseURL!, request, 'Start123');
    await openSignedIn(page, member.session, '/m/set');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(member.mobile);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly', '');

    const save = page.getByRole('button', { name: 'Save new password' });
    const oldPassword = page.getByLabel('Old password', { exact: true });
    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    await save.click();
    await expect(page.getByText('Enter your password', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Please enter the password again')).toBeVisible();

    await oldPassword.fill('Start123');
    await newPassword.fill('Start123');
    await confirm.fill('Start124');
    await save.click();
    await expect(page.getByText('The confirmation is incorrect')).toBeVisible();

    await confirm.fill('Start123');
    await save.click();
    const popup = page.getByRole('alertdialog', { name: 'Choose a different password' });
    await expect(popup).toContainText('The new password is the same as the old password');
    await popup.getByRole('button', { name: 'OK' }).click();

    await oldPassword.fill('Wrong999');
    await newPassword.fill('Fresh456');
    await confirm.fill('Fresh456');
    await save.click();
    await expect(page.getByText('The old password is incorrect')).toBeVisible();

    await oldPassword.fill('Start123');
    await save.click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('sends a visitor home', async ({ page }) => {
    const calls = countCalls(page, '/wps/member/password');
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(calls.count).toBe(0);
  });
});
