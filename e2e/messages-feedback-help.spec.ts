import { expect, test } from '@playwright/test';
import { openSignedIn, useEnglish } from './shell-support';
import { countCalls, newMemberByMobile, solveCaptcha } from './auth-support';

test.describe('feedback', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await useEnglish(page);
  });

  test('a visitor is replaced to login', async ({ page }) => {
    await page.goto('/m/home');
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('checks type, length and captcha before sending, then says it was sent', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await newMemberByMobile(baseURL!, request);
    const calls = countCalls(page, '/wps/feedback');
    await openSignedIn(page, member.session, '/m/feedback');
    const content = page.getByRole('textbox', { name: 'Your feedback' });
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await content.fill('Too short');
    await expect(page.getByText('9/200')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await content.fill('My deposit by GCash has not arrived yet.');
    await expect(page.getByText('40/200')).toBeVisible();
    await expect(confirm).toBeEnabled();
    await expect(page.getByText('1 to 16 digits')).toBeVisible();

    await confirm.click();
    await expect(page.getByText('Choose a question type')).toHaveCount(2);
    await expect(page.getByText('Enter a captcha')).toBeVisible();
    expect(calls.count).toBe(0);

    await page.getByRole('button', { name: /Question type/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Question type' });
    await expect(sheet.getByRole('listitem')).toHaveText([
      'Deposit problem',
      'Withdrawal issues',
      'Game problem',
      'Customer service question',
      'Application question (apply agent)',
      'Other problems',
    ]);
    await sheet.getByRole('button', { name: 'Deposit problem' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Question type Deposit problem' })).toBeVisible();
    await expect(content).toHaveValue('My deposit by GCash has not arrived yet.');

    await solveCaptcha(page);
    await confirm.click();
    const done = page.getByRole('alertdialog', { name: 'Feedback sent' });
    await expect(done).toContainText('Sent successfully');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(content).toHaveValue('');
    expect(calls.count).toBe(1);
  });
});

test.describe('help centre', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('opens an entry by position and the about entry by tag, content sanitised', async ({
    page,
  }) => {
    await page.goto('/m/help?i=1');
    const items = page.getByRole('main').getByRole('button');
    await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main').locator('script')).toHaveCount(0);
    await page.goto('/m/help?tag=about');
    await expect(page.getByRole('button', { name: 'About us' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: 'About us' })).toContainText('Playdeck');
  });

  test('reloads in the new language', async ({ page }) => {
    await page.goto('/m/set');
    await page.getByRole('radio', { name: 'Tagalog' }).check();
    await page.goto('/m/help?tag=about');
    await expect(page.getByRole('button', { name: 'Tungkol sa amin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
