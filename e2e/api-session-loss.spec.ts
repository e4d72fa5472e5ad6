import { expect as baseExpect, test } from '@playwright/test';
import { navigateInApp, openSignedIn, sessionFor, useEnglish } from './shell-support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// A session the operator's API has ended (api-contract §8 #8, here HTTP 401 from the reference
// server; the other forms are in apps/site/src/api/sessionLoss.test.tsx): the site forgets it,
// says so in the spec's words once (spec 1 §8), never shows a code, and goes to log in.
test.describe('session loss', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('a session ended on the server: "not logged in" once, then the login page', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await sessionFor(baseURL!, 'player00');
    await openSignedIn(page, session, '/m/home');
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

    // The session ends elsewhere (another device signs out), then the player opens the account
    // record (as its link does: no page load), whose calls carry the token.
    const ended = await request.delete('/wps/session/logout', {
      headers: { Merchant: 'playdeck', Authorization: session.token },
    });
    expect(ended.status()).toBe(200);
    await navigateInApp(page, '/m/transaction/record');

    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByText('You are not logged in, please login first')).toHaveCount(1);
    await expect(page.getByText(/login\.not\.session|CUSTOMER_NOT_LOGIN|http\.401/)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
});
