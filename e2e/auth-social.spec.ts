import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, setOperatorSettings, watchLayoutShifts } from './support';
import { resetOperatorSettings } from './shell-support';
import { LANGS, text, useLanguage } from './accounts-texts';

/** The demo identity provider's own words (apps/server/src/routes/identityProvider.ts). */
const IDP = {
  EN: { allow: 'Continue', deny: 'Cancel', newPerson: 'A new demo player' },
  TY: { allow: 'Magpatuloy', deny: 'Kanselahin', newPerson: 'Bagong demo player' },
} as const;

const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as {
        userName: string;
      } | null,
  );

test.describe('social login', () => {
  test.beforeEach(() => test.setTimeout(60_000));
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  for (const lang of LANGS) {
    test(`${lang}: Google from the login screen signs in and goes where the player was heading`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      const seen: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) seen.push(f.url());
      });
      await page.goto('/m/login?from=/m/help');
      await page.getByRole('link', { name: text(lang, 'auth.social.google') }).click();
      // The provider's page, in the player's language, for this site's client.
      await expect(page).toHaveURL(/\/idp\/authorize\?/);
      const asked = new URL(page.url()).searchParams;
      expect(asked.get('code_challenge_method')).toBe('S256');
      expect(asked.get('redirect_uri')).toMatch(/\/m\/oauth\/callback$/);
      await page.getByRole('radio', { name: /Maria Santos/ }).check();
      await page.getByRole('button', { name: IDP[lang].allow }).click();
      await expect(page).toHaveURL(/\/m\/help$/);
      await expect
        .poll(async () => (await storedSession(page))?.userName)
        .toMatch(/^mariasantos\d{4}$/);
      // The provider's answer came back with the code and the state only, and they left the
      // address at once; the verifier stayed in the tab and is used up.
      const back = new URL(seen.find((u) => u.includes('/m/oauth/callback?'))!);
      expect([...back.searchParams.keys()].sort()).toEqual(['code', 'state']);
      expect(await page.evaluate(() => sessionStorage.getItem('pd-social-sign-ins'))).not.toContain(
        back.searchParams.get('state')!,
      );
    });

    test(`${lang}: Facebook from the registration screen makes a new member`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/m/register');
      await page.getByRole('link', { name: text(lang, 'auth.social.facebook') }).click();
      await page.getByRole('radio', { name: new RegExp(IDP[lang].newPerson) }).check();
      await page.getByRole('button', { name: IDP[lang].allow }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByText(text(lang, 'auth.register.welcome'))).toBeVisible();
      await expect
        .poll(async () => (await storedSession(page))?.userName)
        .toMatch(/^demoplayer\d{4}$/);
    });

    test(`${lang}: cancelling at the provider says so and offers the ways back`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await page.goto('/m/login');
      await page.getByRole('link', { name: text(lang, 'auth.social.google') }).click();
      await page.getByRole('button', { name: IDP[lang].deny }).click();
      await expect(page).toHaveURL(/\/m\/oauth\/callback$/);
      await expect(page.getByText(text(lang, 'auth.social.cancelledTitle'))).toBeVisible();
      await expect(
        page.getByText(text(lang, 'auth.social.cancelledHint', { provider: 'Google' })),
      ).toBeVisible();
      expect(await storedSession(page)).toBeNull();
      await page.getByRole('link', { name: text(lang, 'auth.social.backToLogin') }).click();
      await expect(page).toHaveURL(/\/m\/login/);
    });
  }

  test('a replayed or forged answer signs nobody in', async ({ page }) => {
    await useLanguage(page, 'EN');
    await page.goto('/m/oauth/callback?code=stolen&state=not-from-this-tab');
    await expect(page.getByText(text('EN', 'auth.social.failedTitle'))).toBeVisible();
    await expect(page.getByText(text('EN', 'auth.social.expiredHint'))).toBeVisible();
    expect(page.url()).not.toContain('stolen');
    expect(await storedSession(page)).toBeNull();
  });

  test('shows each icon only while its flag is on', async ({ page, request }) => {
    await useLanguage(page, 'EN');
    await setOperatorSettings(request, { whitelabel: { GOOGLELOGIN3: false } });
    await page.goto('/m/register');
    await expect(
      page.getByRole('link', { name: text('EN', 'auth.social.facebook') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: text('EN', 'auth.social.google') })).toHaveCount(0);
    await setOperatorSettings(request, { whitelabel: { FACEBOOKLOGIN3: false } });
    await page.goto('/m/login');
    await expect(
      page.getByRole('button', { name: text('EN', 'auth.login.submit'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: text('EN', 'auth.social.label') })).toHaveCount(
      0,
    );
  });

  test('sent to log in from a member page, nothing moves as the icons arrive', async ({ page }) => {
    await useLanguage(page, 'EN');
    await watchLayoutShifts(page);
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByRole('link', { name: text('EN', 'auth.social.google') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });
});
