import { test } from '@playwright/test';
import {
  navigateInApp,
  openSignedIn,
  sessionFor,
  trialSession,
  useEnglish,
  patientExpect as expect,
  SHELL_TEST_TIMEOUT,
} from './shell-support';

/** Every path of both specs with the title its page shows (English). */
const routes: [path: string, title: string][] = [
  ['/', 'Playdeck'],
  ['/m', 'Playdeck'],
  ['/m/', 'Playdeck'],
  ['/m/index', 'Playdeck'],
  ['/m/index.html', 'Playdeck'],
  ['/m/home', 'Playdeck'],
  ['/m/login', 'Log in · Playdeck'],
  ['/m/register', 'Sign up · Playdeck'],
  ['/m/register.html', 'Sign up · Playdeck'],
  ['/m/forget', 'Forgot password · Playdeck'],
  ['/m/changePsw', 'Change password · Playdeck'],
  ['/m/set', 'Settings · Playdeck'],
  ['/m/message', 'Messages · Playdeck'],
  ['/m/notice', 'Announcements · Playdeck'],
  ['/m/webEmail', 'Inbox · Playdeck'],
  ['/m/feedback', 'Feedback · Playdeck'],
  ['/m/help', 'Help centre · Playdeck'],
  ['/m/app', 'App download · Playdeck'],
  ['/m/voucherCenter', 'Deposit · Playdeck'],
  ['/m/withdraw', 'Withdraw · Playdeck'],
  ['/m/myAccount/index', 'My account · Playdeck'],
  ['/m/securityCenter', 'Security centre · Playdeck'],
  ['/m/member/notice?types=A', 'Agent announcements · Playdeck'],
  ['/m/inviteFriends', 'Invite friends · Playdeck'],
  ['/m/gameList?gameType=RNG', 'Games · Playdeck'],
  ['/m/live-games', 'Live casino · Playdeck'],
  ['/m/poker-games', 'Poker · Playdeck'],
  ['/m/sport-games', 'Sports · Playdeck'],
  ['/m/slot-games', 'Slots · Playdeck'],
  ['/m/fishing-games', 'Fishing · Playdeck'],
  ['/m/esport-games', 'Esports · Playdeck'],
  ['/m/roulette', 'Roulette · Playdeck'],
  ['/m/baccarat', 'Baccarat · Playdeck'],
  ['/m/inHouse', 'In-house games · Playdeck'],
  ['/m/fav-games', 'Favourites · Playdeck'],
  ['/m/provider', 'Providers · Playdeck'],
  ['/m/hot-games', 'Hot games · Playdeck'],
  ['/m/lott', 'Lottery · Playdeck'],
  ['/m/elott', 'E-lottery · Playdeck'],
  ['/m/activity', 'Promotions · Playdeck'],
  ['/m/activityDetail?id=1', 'Promotion · Playdeck'],
  ['/m/rewardCenter', 'Reward centre · Playdeck'],
  ['/m/mall/mallHome', 'Points mall · Playdeck'],
  ['/m/member/home', 'Member centre · Playdeck'],
  ['/m/mine', 'Member centre · Playdeck'],
  ['/m/member/benefits', 'VIP benefits · Playdeck'],
  ['/m/gameRecord', 'Betting record · Playdeck'],
  ['/m/transaction/record?types=A', 'Account record · Playdeck'],
  ['/m/profitandloss', 'Profit and loss · Playdeck'],
  ['/m/agent', 'Agency centre · Playdeck'],
  ['/m/agent/team/overview', 'Team overview · Playdeck'],
  ['/m/agent/team/pnl', 'Team profit and loss · Playdeck'],
  ['/m/member/team', 'My team · Playdeck'],
  ['/m/redRain', 'Red envelope rain · Playdeck'],
  ['/m/teamBetting', 'Team betting · Playdeck'],
  ['/m/member/agent/agentRebeat', 'Agent rebate · Playdeck'],
  ['/m/member/teamRebate', 'Team rebate · Playdeck'],
  ['/m/agentRegister', 'Open an account · Playdeck'],
  ['/m/member/agent/agentDivident', 'Dividend · Playdeck'],
  ['/m/member/agent/getSalaryContract', 'Daily salary contract · Playdeck'],
  ['/m/member/agent/getDevidendContract', 'Dividend contract · Playdeck'],
  ['/m/member/agent/getHourContract', 'Hourly salary contract · Playdeck'],
];

test.describe('route table', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('every path and alias of both specs opens its page in place for a member agent', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // Type 1 is both a member (may deposit) and an agent: it passes every guard and page rule.
    await openSignedIn(page, await sessionFor(baseURL!, 'player01'), '/m/home');
    for (const [path, title] of routes) {
      await navigateInApp(page, path);
      await expect(page, path).toHaveTitle(title);
      const url = new URL(page.url());
      expect(url.pathname + url.search, path).toBe(path);
      // No error shows (empty live regions wait for one, as forms keep them for screen readers).
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }), path).toHaveCount(0);
    }
  });

  test('the aliases also load straight from the server', async ({ page }) => {
    for (const [path, title] of routes.filter(([p]) =>
      ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/register.html', '/m/mine'].includes(p),
    )) {
      await page.goto(path);
      // The member centre sends a visitor to login; the others open in place.
      if (path === '/m/mine') await expect(page).toHaveURL(/\/m\/login$/);
      else await expect(page, path).toHaveTitle(title);
    }
  });

  test('unknown paths land on home', async ({ page }) => {
    await page.goto('/m/no-such-page');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/somewhere/else');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { name: 'Playdeck', level: 1 })).toBeVisible();
  });

  test('a visitor opening a member page is replaced to login', async ({ page }) => {
    await page.goto('/m/home');
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login$/);
    // Replaced, not pushed: back leaves the login page for the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a visitor opening change password goes home', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('agent pages send a member home', async ({ page, baseURL }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/agent/team/overview');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a trial account at the member centre is asked to register', async ({ page, baseURL }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/home');
    await page.getByRole('link', { name: 'Member' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Register an actual account');
    await alert.getByRole('button', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('cancelling the trial alert goes back', async ({ page, baseURL }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/home');
    await page.getByRole('link', { name: 'Member' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('page code that does not arrive', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  // The service worker would answer from its cache; this checks the network failure itself.
  test.use({ serviceWorkers: 'block' });

  test('shows the loading placeholder with a retry, then the page once it loads', async ({
    page,
  }) => {
    await useEnglish(page);
    await page.goto('/m/home');
    await page.route(/\/assets\/SettingsPage-[^/]+\.js$/, (route) => route.abort());
    await navigateInApp(page, '/m/set');
    const failed = page.getByRole('alert');
    await expect(failed).toContainText('Still loading this page');
    await page.unroute(/\/assets\/SettingsPage-[^/]+\.js$/);
    await failed.getByRole('button', { name: 'Load again' }).click();
    await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
    // The frame never went away.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
