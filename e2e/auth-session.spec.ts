import { expect, test, type Page } from '@playwright/test';
import { countCalls } from './auth-support';
import { sessionFor, type StoredSession } from './shell-support';
import { LANGS, text, useLanguage } from './accounts-texts';

const RENEW = '/wps/session/renew';

/** Puts a session in the tab the way a login leaves it, then loads `path` (a fresh page load). */
async function comeBack(page: Page, session: StoredSession, path: string) {
  await page.goto('/m/help');
  // The help page's own start-up must be over: the site reads the stored session once, when its
  // scripts run (after the page's load event), and would renew a session stored before that too.
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate((s) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), session);
  const renewals = countCalls(page, RENEW);
  await page.goto(path);
  return renewals;
}

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string } | null)
        ?.token ?? null,
  );

test.describe('the session on load', () => {
  test.describe.configure({ timeout: 60_000 });
  // The count is of the page's own calls, with no service worker taking the page over mid-load.
  test.use({ serviceWorkers: 'block' });

  for (const lang of LANGS) {
    test(`${lang}: a stored session is renewed once when the site loads, and stays`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, lang);
      const session = await sessionFor(baseURL!, 'player00');
      const renewals = await comeBack(page, session, '/m/home');
      await expect.poll(() => renewals.count).toBe(1);
      await expect(
        page.getByRole('banner').getByRole('link', { name: text(lang, 'common.login') }),
      ).toHaveCount(0);
      expect(await storedToken(page)).toBe(session.token);
      // Moving on inside the site does not renew again.
      await page.getByRole('link', { name: text(lang, 'nav.promotion') }).click();
      await expect(page).toHaveURL(/\/m\/activity$/);
      expect(renewals.count).toBe(1);
    });

    test(`${lang}: a session the server ended sends the player from home (no guard) to log in`, async ({
      page,
      baseURL,
      request,
    }) => {
      await useLanguage(page, lang);
      const session = await sessionFor(baseURL!, 'player02');
      const ended = await request.delete('/wps/session/logout', {
        headers: { Merchant: 'playdeck', Authorization: session.token },
      });
      expect(ended.ok()).toBe(true);
      await comeBack(page, session, '/m/home');
      await expect(page).toHaveURL(/\/m\/login/);
      await expect(page.getByText(text(lang, 'error.notLoggedIn'))).toBeVisible();
      expect(await storedToken(page)).toBeNull();
    });
  }
});
