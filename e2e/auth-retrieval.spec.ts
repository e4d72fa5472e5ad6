import { expect, test } from '@playwright/test';
import { setOperatorSettings } from './support';
import { resetOperatorSettings } from './shell-support';
import { LANGS, text, useLanguage } from './accounts-texts';

test.describe('password retrieval options', () => {
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  for (const lang of LANGS) {
    test(`${lang}: e-mail is always offered, phone with CHNGPASSVERIF3; closed only with both off`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await useLanguage(page, lang);
      const tab = (key: string) =>
        page.getByRole('tab', { name: text(lang, `auth.forget.${key}`) });

      // Mail turned off while phone is on: e-mail is still offered, after phone.
      await setOperatorSettings(request, { whitelabel: { CHNGPASSMAIL3: false } });
      await page.goto('/m/forget');
      await expect(tab('modePhone')).toHaveAttribute('aria-selected', 'true');
      await tab('modeEmail').click();
      await expect(
        page.getByRole('button', { name: text(lang, 'auth.forget.submitEmail') }),
      ).toBeVisible();

      // Phone off: e-mail alone, no tabs.
      await setOperatorSettings(request, {
        whitelabel: { CHNGPASSMAIL3: true, CHNGPASSVERIF3: false },
      });
      await page.goto('/m/forget');
      await expect(
        page.getByRole('button', { name: text(lang, 'auth.forget.submitEmail') }),
      ).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);

      // Both turned off: the closed page, with the way to customer service; no link from login.
      await setOperatorSettings(request, {
        whitelabel: { CHNGPASSMAIL3: false, CHNGPASSVERIF3: false },
      });
      await page.goto('/m/forget');
      await expect(page.getByText(text(lang, 'auth.forget.closedTitle'))).toBeVisible();
      const service = page.getByRole('link', { name: text(lang, 'auth.forget.customerService') });
      await expect(service).toHaveAttribute('href', '/support/');
      await page.goto('/m/login');
      await expect(
        page.getByRole('button', { name: text(lang, 'auth.login.submit'), exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: text(lang, 'auth.login.forgot') })).toHaveCount(
        0,
      );
    });
  }
});
