import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readCaptcha } from './auth-captcha';
import { countCalls, smsCodeFor, uniqueMobile } from './auth-support';
import { setOperatorSettings } from './support';
import { resetOperatorSettings } from './shell-support';
import { LANGS, text, useLanguage, type Lang } from './accounts-texts';

/** The demo verifier as a deployment configures it (apps/server/verifier.config.json). */
const { humanCheck: HUMAN_CHECK, phoneVerifier: PHONE_VERIFIER } = JSON.parse(
  readFileSync(new URL('../apps/server/verifier.config.json', import.meta.url), 'utf8'),
) as Record<'humanCheck' | 'phoneVerifier', Record<string, string>>;

/** Seeded members (apps/server README, "Demo logins"), one per language: a code a minute each. */
const SEEDED: Record<Lang, { username: string; mobile: string }> = {
  TY: { username: 'player00', mobile: '9171234567' },
  EN: { username: 'partner40', mobile: '9221234567' },
};

const checkWindow = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: text(lang, 'auth.humanCheck.title') });

/** Reads the check's picture as a person would and answers it (or answers `answer`). */
async function passCheck(check: Locator, lang: Lang, answer?: string): Promise<void> {
  const picture = check.locator('img');
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  const src = (await picture.getAttribute('src'))!;
  await check
    .getByRole('textbox', { name: text(lang, 'auth.humanCheck.label') })
    .fill(answer ?? readCaptcha(src));
  await check.getByRole('button', { name: text(lang, 'auth.humanCheck.confirm') }).click();
}

const storedUser = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as {
          userName: string;
        } | null
      )?.userName ?? null,
  );

test.describe('phone-verification provider and human check', () => {
  test.beforeEach(() => test.setTimeout(60_000));
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  for (const lang of LANGS) {
    test(`${lang}: SMS login through the provider: the check, its code, its ID token`, async ({
      page,
      request,
    }) => {
      const member = SEEDED[lang];
      await setOperatorSettings(request, {
        humanCheck: HUMAN_CHECK,
        phoneVerifier: PHONE_VERIFIER,
      });
      await useLanguage(page, lang);
      const serverSms = countCalls(page, '/wps/verification/sms/noLogin');
      const providerChecks = countCalls(page, '/verifier/phone/v1/accounts:signInWithPhoneNumber');
      await page.goto('/m/login');
      await page.getByRole('tab', { name: text(lang, 'auth.login.methodSms') }).click();
      await page
        .getByRole('textbox', { name: text(lang, 'auth.field.mobileNum') })
        .fill(member.mobile);
      await page.getByRole('button', { name: text(lang, 'auth.sms.getCode') }).click();
      const check = checkWindow(page, lang);
      // A wrong answer sends nothing and shows a new picture.
      await passCheck(check, lang, '0');
      await expect(check.getByText(text(lang, 'auth.humanCheck.wrong'))).toBeVisible();
      await passCheck(check, lang);
      await expect(check).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
      await page
        .getByRole('textbox', { name: text(lang, 'auth.field.verificationCode') })
        .fill(await smsCodeFor(request, member.mobile));
      await page
        .getByRole('button', { name: text(lang, 'auth.login.submit'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect.poll(() => storedUser(page)).toBe(member.username);
      expect(serverSms.count).toBe(0);
      expect(providerChecks.count).toBe(1);
    });

    test(`${lang}: a wrong provider code is said on the code field and keeps the number`, async ({
      page,
      request,
    }) => {
      await setOperatorSettings(request, { phoneVerifier: PHONE_VERIFIER });
      await useLanguage(page, lang);
      await page.goto('/m/login');
      await page.getByRole('tab', { name: text(lang, 'auth.login.methodSms') }).click();
      const number = uniqueMobile();
      const mobile = page.getByRole('textbox', { name: text(lang, 'auth.field.mobileNum') });
      await mobile.fill(number);
      await page.getByRole('button', { name: text(lang, 'auth.sms.getCode') }).click();
      await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
      const code = await smsCodeFor(request, number);
      const field = page.getByRole('textbox', { name: text(lang, 'auth.field.verificationCode') });
      await field.fill(code === '000000' ? '111111' : '000000');
      await page
        .getByRole('button', { name: text(lang, 'auth.login.submit'), exact: true })
        .click();
      await expect(page.getByText(text(lang, 'auth.validation.codeWrong'))).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(mobile).toHaveValue(number);
      expect(await storedUser(page)).toBeNull();
    });
  }

  test('a tap on Get code before the providers have answered still sends through the provider', async ({
    page,
    request,
  }) => {
    await setOperatorSettings(request, { phoneVerifier: PHONE_VERIFIER });
    await useLanguage(page, 'EN');
    // A slow network: the providers' answer takes two seconds to arrive.
    await page.route('**/wps/session/providers', async (route) => {
      const answer = await route.fetch();
      await new Promise((done) => setTimeout(done, 2_000));
      await route.fulfill({ response: answer });
    });
    const serverSms = countCalls(page, '/wps/verification/sms/noLogin');
    const providerSends = countCalls(page, '/verifier/phone/v1/accounts:sendVerificationCode');
    await page.goto('/m/login');
    await page.getByRole('tab', { name: text('EN', 'auth.login.methodSms') }).click();
    const number = uniqueMobile();
    await page.getByRole('textbox', { name: text('EN', 'auth.field.mobileNum') }).fill(number);
    await page.getByRole('button', { name: text('EN', 'auth.sms.getCode') }).click();
    await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
    expect(serverSms.count).toBe(0);
    expect(providerSends.count).toBe(1);
    expect((await smsCodeFor(request, number)).length).toBe(6);
  });

  test('with a human check alone, the forgot-password code waits for it; closing it sends nothing', async ({
    page,
    request,
  }) => {
    await setOperatorSettings(request, { humanCheck: HUMAN_CHECK });
    await useLanguage(page, 'EN');
    const sent = countCalls(page, '/wps/verification/sms/noLogin');
    await page.goto('/m/forget');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9191234567');
    const getCode = page.getByRole('button', { name: 'Get code' });
    await getCode.click();
    const check = checkWindow(page, 'EN');
    await check.getByRole('button', { name: text('EN', 'common.close') }).click();
    await expect(check).toHaveCount(0);
    await expect(getCode).toBeEnabled();
    expect(sent.count).toBe(0);
    await getCode.click();
    await passCheck(check, 'EN');
    await expect(page.getByRole('button', { name: /^(SMS sent|\d+s)$/ })).toBeVisible();
    await expect.poll(() => sent.count).toBe(1);
    await expect.poll(async () => (await smsCodeFor(request, '9191234567')).length).toBe(6);
  });
});
