import { expect, test, type Page } from '@playwright/test';
import { readCaptcha } from './auth-captcha';
import { countCalls, uniqueMobile, uniqueUsername } from './auth-support';
import { layoutShiftSoFar, watchLayoutShifts } from './support';
import { LANGS, text, useLanguage, type Lang } from './accounts-texts';

const field = (page: Page, lang: Lang, name: string) =>
  page.getByRole('textbox', { name: text(lang, `auth.field.${name}`), exact: true });

/** Reads the captcha picture as a person would and types it. */
async function solveCaptcha(page: Page, lang: Lang): Promise<void> {
  const picture = page
    .getByRole('button', { name: text(lang, 'auth.captcha.refresh') })
    .locator('img');
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page
    .getByRole('textbox', { name: text(lang, 'auth.captcha.label') })
    .fill(readCaptcha((await picture.getAttribute('src'))!));
}

test.describe('registration checks', () => {
  test.beforeEach(() => test.setTimeout(60_000));

  for (const lang of LANGS) {
    test(`${lang}: the m_reg announcements, and username and e-mail checked when left`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      const checks = countCalls(page, '/wps/check/username');
      const registrations = countCalls(page, '/wps/member/register');
      await page.goto('/m/register');
      // The operator's registration announcements (group m_reg) above the form, not home's.
      const news = page.getByRole('region', { name: text(lang, 'auth.register.newsLabel') });
      await expect(news.getByRole('img', { name: 'Join Playdeck' })).toBeVisible();
      await expect(news.getByRole('img', { name: 'Welcome bonus' })).toHaveCount(0);
      await news.getByRole('button', { name: 'Use your own mobile number' }).click();
      await expect(news.getByText(/how you get back into your account/)).toBeVisible();

      const username = field(page, lang, 'username');
      await username.fill('player00');
      await username.press('Tab');
      await expect(page.getByText(text(lang, 'auth.validation.usernameTaken'))).toBeVisible();
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      // Too short for the operator's rule: not asked about.
      await username.fill('ab');
      await username.press('Tab');
      await expect(page.getByText(text(lang, 'auth.validation.usernameTaken'))).toHaveCount(0);
      expect(checks.count).toBe(1);
      await username.fill(uniqueUsername('free'));
      await username.press('Tab');
      await expect(page.getByText(text(lang, 'auth.register.usernameFree'))).toBeVisible();

      await page.getByRole('button', { name: text(lang, 'auth.register.moreDetails') }).click();
      const email = field(page, lang, 'email');
      await email.fill('player02@example.com');
      await email.press('Tab');
      await expect(page.getByText(text(lang, 'auth.validation.emailTaken'))).toBeVisible();

      // A value known to be taken is not sent: the form points at it instead.
      await username.fill('player00');
      await page.getByLabel(text(lang, 'auth.field.password'), { exact: true }).fill('Secret123');
      await page
        .getByLabel(text(lang, 'auth.field.confirmPassword'), { exact: true })
        .fill('Secret123');
      await solveCaptcha(page, lang);
      await page.getByRole('button', { name: text(lang, 'auth.register.submit') }).click();
      await expect(username).toBeFocused();
      await expect(page.getByText(text(lang, 'auth.validation.usernameTaken'))).toBeVisible();
      expect(registrations.count).toBe(0);
    });

    test(`${lang}: mobile registration asks for the captcha too`, async ({ page }) => {
      // (auth-register.spec.ts registers by mobile with it, end to end.)
      await useLanguage(page, lang);
      const registrations = countCalls(page, '/wps/member/register/mobile');
      await page.goto('/m/register');
      await page.getByRole('tab', { name: text(lang, 'auth.register.modeMobile') }).click();
      await expect(field(page, lang, 'username')).toHaveCount(0);
      const captcha = page.getByRole('textbox', { name: text(lang, 'auth.captcha.label') });
      await expect(captcha).toBeVisible();
      await field(page, lang, 'mobileNum').fill(uniqueMobile());
      await field(page, lang, 'verificationCode').fill('123456');
      await page.getByLabel(text(lang, 'auth.field.password'), { exact: true }).fill('Secret123');
      await page
        .getByLabel(text(lang, 'auth.field.confirmPassword'), { exact: true })
        .fill('Secret123');
      await page.getByRole('button', { name: text(lang, 'auth.register.submit') }).click();
      await expect(page.getByText(text(lang, 'auth.validation.captchaRequired'))).toBeVisible();
      await expect(captcha).toHaveAttribute('aria-invalid', 'true');
      expect(registrations.count).toBe(0);
    });
  }
});

test.describe('the sign-up page as it loads', () => {
  test('shows the news above the form, and nothing moves as the page arrives', async ({ page }) => {
    await useLanguage(page, 'EN');
    await watchLayoutShifts(page);
    await page.goto('/m/register');
    const news = page.getByRole('region', { name: text('EN', 'auth.register.newsLabel') });
    const username = field(page, 'EN', 'username');
    await expect(news.getByRole('img', { name: 'Join Playdeck' })).toBeVisible();
    await expect(page.getByRole('link', { name: text('EN', 'auth.social.google') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await news.boundingBox())!.y).toBeLessThan((await username.boundingBox())!.y);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });

  test('news that come late go last on the page instead of pushing the form down', async ({
    page,
  }) => {
    await useLanguage(page, 'EN');
    await watchLayoutShifts(page);
    await page.route('**/wps/relay/MCSFE_getListAnnouncements*', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto('/m/register');
    const username = field(page, 'EN', 'username');
    await expect(username).toBeVisible();
    const top = (await username.boundingBox())!.y;
    const news = page.getByRole('region', { name: text('EN', 'auth.register.newsLabel') });
    await expect(news.getByRole('img', { name: 'Join Playdeck' })).toBeAttached({
      timeout: 10_000,
    });
    const prompt = page.getByText(text('EN', 'auth.register.haveAccount'));
    expect((await news.boundingBox())!.y).toBeGreaterThan((await prompt.boundingBox())!.y);
    expect((await username.boundingBox())!.y).toBe(top);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });
});
