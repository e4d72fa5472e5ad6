import { expect, test, type Page } from '@playwright/test';
import { setOperatorSettings } from './support';
import { openSignedIn, resetOperatorSettings, trialSession, useEnglish } from './shell-support';
import { newMemberByMobile } from './auth-support';

const row = (page: Page, name: RegExp) => page.getByRole('main').getByRole('link', { name });

test.describe('message centre', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await useEnglish(page);
  });
  test.afterEach(async ({ request }) => resetOperatorSettings(request));

  test('a visitor sees the rows without badges and is sent to log in', async ({ page }) => {
    await page.goto('/m/message');
    await expect(row(page, /Official channel/)).toHaveAttribute('href', 'https://t.me/playdeck_ph');
    await expect(row(page, /Affiliate service/)).toBeVisible();
    await expect(page.getByText(/unread/)).toHaveCount(0);
    await row(page, /Announcements/).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    await row(page, /Inbox/).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goBack();
    // Live chat is a member's action: a visitor's way to it is logging in.
    await row(page, /Live chat/).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('live chat is listed only with CBS3', async ({ page, request }) => {
    await setOperatorSettings(request, { whitelabel: { CBS3: false } });
    await page.goto('/m/message');
    await expect(row(page, /Announcements/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Live chat/ })).toHaveCount(0);
  });

  test('badges count what is unread, and opening an item marks it read', async ({
    page,
    request,
    baseURL,
  }) => {
    // A new member: every player notice unread, one welcome message in the inbox.
    const member = await newMemberByMobile(baseURL!, request);
    await openSignedIn(page, member.session, '/m/message');
    const announcements = row(page, /Announcements/);
    await expect(announcements).toContainText('5 unread');
    await expect(row(page, /Messages/)).toContainText('1 unread');

    await announcements.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    const first = page.getByRole('main').getByRole('button').first();
    await expect(first).toContainText('Unread');
    await expect(first).toContainText(/\d{4}-\d{2}-\d{2}/);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region').first()).not.toBeEmpty();
    await expect(first).not.toContainText('Unread');

    await page.goto('/m/message');
    await expect(row(page, /Announcements/)).toContainText('4 unread');

    await row(page, /Messages/).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    const welcome = page.getByRole('button', { name: /Welcome to Playdeck/ });
    await welcome.click();
    await expect(page.getByRole('region', { name: /Welcome to Playdeck/ })).toContainText(
      'welcome bonus',
    );
    await page.goto('/m/message');
    await expect(row(page, /Messages/)).not.toContainText('unread');
  });

  test('a link opens the announcement at its index', async ({ page, request, baseURL }) => {
    const member = await newMemberByMobile(baseURL!, request);
    await openSignedIn(page, member.session, '/m/notice?index=1');
    const items = page.getByRole('main').getByRole('button');
    await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(items.nth(1)).not.toContainText('Unread');
  });

  test('a trial account sees every announcement as read', async ({ page, baseURL }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/message');
    await expect(row(page, /Announcements/)).not.toContainText('unread');
    await row(page, /Announcements/).click();
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Unread')).toHaveCount(0);
  });

  test('live chat shows the loading text, then opens the chat page', async ({
    page,
    request,
    baseURL,
  }) => {
    const member = await newMemberByMobile(baseURL!, request);
    await openSignedIn(page, member.session, '/m/message');
    await page.getByRole('button', { name: /Live chat/ }).click();
    await expect(page.getByText('Connecting you to live chat…')).toBeVisible();
    await expect(page).toHaveURL(/\/chat\/\?ticket=/);
  });
});
