import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, setOperatorSettings, watchLayoutShifts } from './support';
import { resetOperatorSettings, useEnglish } from './shell-support';
import { countCalls, DEMO_PASSWORD, smsCodeFor, solveCaptcha } from './auth-support';

const LOGIN_PATH = '/wps/session/login';
const usernameBox = (page: Page) => page.getByRole('textbox', { name: 'Username' });
const passwordBox = (page: Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });
const signedInHeader = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Open menu' });

async function signOut(page: Page) {
  await signedInHeader(page).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test.describe('login', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await useEnglish(page);
  });
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  test('checks every field before anything is sent, and keeps what was typed', async ({ page }) => {
    const calls = countCalls(page, LOGIN_PATH);
    await page.goto('/m/login');
    await loginButton(page).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await usernameBox(page).fill('ab');
    await passwordBox(page).fill('has space');
    await loginButton(page).click();
    await expect(page.getByText('A username has 4 to 32 characters')).toBeVisible();
    await expect(page.getByText('A password cannot contain spaces')).toBeVisible();
    await expect(usernameBox(page)).toHaveValue('ab');
    await expect(passwordBox(page)).toHaveValue('has space');
    await expect(usernameBox(page)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count).toBe(0);
  });

  test('rebuilds the messages in the new language when it changes', async ({ page }) => {
    await page.goto('/m/login');
    await usernameBox(page).fill('ab');
    await loginButton(page).click();
    await expect(page.getByText('A username has 4 to 32 characters')).toBeVisible();
    await page.getByRole('radio', { name: 'Tagalog' }).check();
    await expect(page.getByText('Ang username ay may 4 hanggang 32 na character')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('ab');
  });

  test("waits for the operator's settings on a first visit, so nothing moves under a finger", async ({
    page,
  }) => {
    // A first visit: no status cached yet, and a slow one. SMS login is on, so the method tabs, free
    // play and the social icons come with it: the form is drawn with them, never pushed down later.
    await page.route('**/wps/system/status', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await watchLayoutShifts(page);
    await page.goto('/m/login');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await usernameBox(page).fill('player00');
    await expect(page.getByRole('tab', { name: 'With SMS code' })).toBeVisible();
    await passwordBox(page).fill(DEMO_PASSWORD);
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('still offers the form when a first status fails, with the standard options', async ({
    page,
  }) => {
    await page.route('**/wps/system/status', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/m/login');
    await usernameBox(page).fill('player00');
    await passwordBox(page).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('logs in by username, remembers the name but never stores the password in a browser', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
    await usernameBox(page).fill('player00');
    await passwordBox(page).fill(DEMO_PASSWORD);
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(signedInHeader(page)).toBeVisible({ timeout: 20_000 });

    const stored = await page.evaluate(() => ({
      session: JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
        userName?: string;
      },
      remembered: JSON.parse(localStorage.getItem('pd-remembered-login') ?? '{}') as Record<
        string,
        unknown
      >,
      everything: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    }));
    expect(stored.session.userName).toBe('player00');
    expect(stored.remembered).toEqual({ type: 'username', username: 'player00' });
    expect(stored.everything).not.toContain(DEMO_PASSWORD);

    await signOut(page);
    await page.goto('/m/login');
    await expect(usernameBox(page)).toHaveValue('player00');
    await expect(passwordBox(page)).toHaveValue('');
  });

  test('forgets the login when remember is unticked', async ({ page }) => {
    await page.goto('/m/login');
    await usernameBox(page).fill('player01');
    await passwordBox(page).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: 'Remember password' }).uncheck();
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO')))
      .toContain('player01');
    expect(await page.evaluate(() => localStorage.getItem('pd-remembered-login'))).toBeNull();
  });

  test('after a failed login asks for the captcha, and the captcha lets the player in', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
    await usernameBox(page).fill('player02');
    await passwordBox(page).fill('Wrong9999');
    await loginButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
    const captcha = page.getByRole('textbox', { name: 'Captcha' });
    await expect(captcha).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'New captcha picture' }).locator('img'),
    ).toBeVisible();
    await expect(usernameBox(page)).toHaveValue('player02');

    // The captcha is required now: nothing is sent without it.
    const calls = countCalls(page, LOGIN_PATH);
    await passwordBox(page).fill(DEMO_PASSWORD);
    await loginButton(page).click();
    await expect(page.getByText('Please write the code shown in the picture')).toBeVisible();
    expect(calls.count).toBe(0);

    // Tapping the picture loads another one.
    const picture = page.getByRole('button', { name: 'New captcha picture' }).locator('img');
    const first = await picture.getAttribute('src');
    await page.getByRole('button', { name: 'New captcha picture' }).click();
    await expect(picture).not.toHaveAttribute('src', first!);

    await solveCaptcha(page);
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // player02 is an agent with contract offers: the prompt may cover home, so cancel it first.
    const prompt = page.getByRole('alertdialog', { name: 'New contract' });
    await expect(async () => {
      if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Cancel' }).click();
      await expect(signedInHeader(page)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('logs in by SMS: the number is checked first, then the code counts down', async ({
    page,
    request,
  }) => {
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'With SMS code' }).click();
    const sms = countCalls(page, '/wps/verification/sms/noLogin');
    const getCode = page.getByRole('button', { name: 'Get code' });
    await getCode.click();
    await expect(page.getByText('Enter your mobile number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12ab');
    await getCode.click();
    await expect(page.getByText('Use digits only')).toBeVisible();
    expect(sms.count).toBe(0);

    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9181234567');
    await getCode.click();
    await expect(page.getByRole('button', { name: 'SMS sent' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
    expect(sms.count).toBe(1);

    await page
      .getByRole('textbox', { name: 'SMS code' })
      .fill(await smsCodeFor(request, '9181234567'));
    await loginButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('pd-remembered-login') ?? 'null')),
    ).toEqual({ type: 'sms', username: '9181234567', countryDialingCode: '63' });
  });

  test("shows the SMS toggle, forgot link and free play only with the operator's flags", async ({
    page,
    request,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('tablist', { name: 'Login method' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try free play' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    // The demo configures both social providers: their flags alone take the icons away.
    await setOperatorSettings(request, {
      whitelabel: {
        MOBILEVERCODELOGIN3: false,
        CHNGPASSVERIF3: false,
        CHNGPASSMAIL3: false,
        FREEPLAY3: false,
        FACEBOOKLOGIN3: false,
        GOOGLELOGIN3: false,
      },
    });
    await page.reload();
    await expect(usernameBox(page)).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Login method' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try free play' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Continue with (Facebook|Google)/ })).toHaveCount(
      0,
    );
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('free play opens a trial account that inbox and live chat turn away', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Try free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(signedInHeader(page)).toBeVisible({ timeout: 20_000 });
    const trial = await page.evaluate(() => ({
      name: sessionStorage.getItem('trialUserName'),
      session: JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { type?: number },
    }));
    expect(trial.name).toMatch(/^trial\d+$/);
    expect(trial.session.type).toBe(4);

    await page.goto('/m/message');
    // Inbox and live chat say they are for members; a tap still answers free_reject.
    await page.getByRole('button', { name: /Inbox/ }).click();
    await expect(
      page.getByText('Please login an actual account to use this function').last(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/message$/);
    await page.getByRole('button', { name: /Live chat/ }).click();
    await expect(
      page.getByText('Please login an actual account to use this function').last(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/message$/);
    // Opening the inbox address directly is refused the same way.
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('login inside the native app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile PlaydeckApp/2.1' });
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await useEnglish(page);
  });

  test('keeps the remembered password sealed, and fills it in next time', async ({ page }) => {
    await page.goto('/m/login');
    await usernameBox(page).fill('agent42');
    await passwordBox(page).fill(DEMO_PASSWORD);
    await loginButton(page).click();
    await expect(signedInHeader(page)).toBeVisible({ timeout: 20_000 });
    const stored = await page.evaluate(() => ({
      remembered: JSON.parse(localStorage.getItem('pd-remembered-login') ?? '{}') as {
        password?: string;
      },
      secret: localStorage.getItem('pd-remembered-secret'),
    }));
    expect(stored.remembered.password).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(DEMO_PASSWORD);
    expect(stored.secret).toBeTruthy();

    await signOut(page);
    await page.goto('/m/login');
    await expect(usernameBox(page)).toHaveValue('agent42');
    await expect(passwordBox(page)).toHaveValue(DEMO_PASSWORD);
  });
});
