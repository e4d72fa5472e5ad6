import { expect, test, type Page } from '@playwright/test';
import { setOperatorSettings } from './support';
import { resetOperatorSettings, useEnglish } from './shell-support';
import { countCalls, smsCodeFor, solveCaptcha, uniqueMobile, uniqueUsername } from './auth-support';

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const confirm = (page: Page) => page.getByLabel('Confirm password', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Create account' });
const signedIn = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Open menu' });

test.describe('registration', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await useEnglish(page);
  });
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  test('by username with the captcha: the new member is logged in and goes home', async ({
    page,
  }) => {
    const name = uniqueUsername('reg');
    await page.goto('/m/register');
    await expect(page.getByRole('tab', { name: 'Username', selected: true })).toBeVisible();
    await box(page, 'Username').fill(name);
    await password(page).fill('Secret123');
    await confirm(page).fill('Secret123');
    await expect(page.getByRole('checkbox', { name: /I am 21 or older/ })).toBeChecked();
    await solveCaptcha(page);
    await submit(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });
    const session = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { userName?: string },
    );
    expect(session.userName).toBe(name);
  });

  test("checks each field by the server's rules, sends nothing and keeps the values", async ({
    page,
  }) => {
    const calls = countCalls(page, '/wps/member/register');
    await page.goto('/m/register');
    await box(page, 'Username').fill('Ab');
    await password(page).fill('lettersonly');
    await confirm(page).fill('different1');
    await page.getByRole('checkbox', { name: /I am 21 or older/ }).uncheck();
    await submit(page).click();
    await expect(page.getByText('At least 6 characters')).toBeVisible();
    await expect(page.getByText('Password is not in an accepted format')).toBeVisible();
    await expect(page.getByText('Confirmation password not matched')).toBeVisible();
    await expect(page.getByText('Please agree to the terms to continue')).toBeVisible();
    await expect(page.getByText('Please write the code shown in the picture')).toBeVisible();
    await expect(box(page, 'Username')).toHaveValue('Ab');
    expect(calls.count).toBe(0);

    // Changing the password checks the confirmation again.
    await password(page).fill('different1');
    await expect(page.getByText('Confirmation password not matched')).toHaveCount(0);

    // Optional fields sit behind "more details"; an empty one passes, a bad birthday does not.
    await page.getByRole('button', { name: 'More details (optional)' }).click();
    const birthday = page.getByLabel('Birthday');
    await expect(birthday).toHaveAttribute('min', '1900-01-01');
    await expect(birthday).toHaveAttribute('max', `${new Date().getFullYear()}-12-31`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await submit(page).click();
    await expect(page.getByText('E-mail is not in an accepted format')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test('by mobile: the number is checked before the code is sent, then the code and the captcha register', async ({
    page,
    request,
  }) => {
    const mobile = uniqueMobile();
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(box(page, 'Username')).toHaveCount(0);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Mobile number is required')).toBeVisible();
    await box(page, 'Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /^(SMS sent|\d+s)$/ })).toBeVisible();
    await box(page, 'SMS code').fill(await smsCodeFor(request, mobile));
    await password(page).fill('Secret123');
    await confirm(page).fill('Secret123');
    await solveCaptcha(page);
    await submit(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(signedIn(page)).toBeVisible({ timeout: 20_000 });
  });

  test('starts on mobile without tabs when only mobile registration is on', async ({
    page,
    request,
  }) => {
    await setOperatorSettings(request, { whitelabel: { USERNAMEREG3: false } });
    await page.goto('/m/register');
    await expect(box(page, 'Mobile number')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(box(page, 'Username')).toHaveCount(0);
  });

  test("shows and requires what the operator's register settings ask for", async ({
    page,
    request,
  }) => {
    await setOperatorSettings(request, {
      register: {
        nickname: {
          enabled: true,
          required: true,
          minLength: 2,
          maxLength: 16,
          acceptedPattern: '*',
          patternId: 5,
          type: 'text',
        },
        email: { enabled: false, required: false },
      },
    });
    await page.goto('/m/register');
    await expect(box(page, 'Nickname')).toBeVisible();
    await submit(page).click();
    await expect(page.getByText('Nickname is required')).toBeVisible();
    await page.getByRole('button', { name: 'More details (optional)' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  });

  test('an invalid invitation code from the link is checked first: toast and focus', async ({
    page,
  }) => {
    const calls = countCalls(page, '/wps/member/register');
    await page.goto('/m/register?affiliateCode=NOPE1234');
    const code = box(page, 'Invitation code');
    await expect(code).toHaveValue('NOPE1234');
    await box(page, 'Username').fill(uniqueUsername('inv'));
    await password(page).fill('Secret123');
    await confirm(page).fill('Secret123');
    await solveCaptcha(page);
    await submit(page).click();
    await expect(page.getByRole('status').getByText('Invalid invitation code')).toBeVisible();
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register/);
    expect(calls.count).toBe(0);
  });

  test('opens the terms and links back to login', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('button', { name: 'Terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toContainText('21 or older');
    await terms.getByRole('button', { name: 'OK' }).click();
    await expect(terms).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /I am 21 or older/ })).toBeChecked();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
