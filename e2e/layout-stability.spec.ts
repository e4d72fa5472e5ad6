import { expect, test } from '@playwright/test';
import { loginAs, useSession } from './games-support';
import { answerLate, layoutShiftSoFar, watchLayoutShifts } from './support';

// A slow network or a loaded server answers in any order. Each screen here once drew part of
// itself, then moved it when a late answer came (a row, a button, a layout, the footer): a player
// reaching for a control hit another. With the answers it depends on held back, nothing on
// screen may move.
const LATE_MS = 1500;

const cases = [
  {
    screen: 'the message centre, its channel and service rows from the status',
    who: 'player00',
    path: '/m/message',
    late: ['**/wps/system/status'],
    ready: 'Feedback',
  },
  {
    screen: 'the member centre, its layout, menu and transfer button',
    who: 'player00',
    path: '/m/member/home',
    late: ['**/wps/system/status', '**/wps/system/whitelabel'],
    ready: 'Sign out',
  },
  {
    screen: "the agent centre, its shortcuts and menu from the operator's menu",
    who: 'agent41',
    path: '/m/agent',
    late: ['**/wps/system/whitelabel'],
    ready: 'Online service',
  },
  {
    screen: 'the reward centre, its total and sign-in card above the rewards',
    who: 'player00',
    path: '/m/rewardCenter',
    late: ['**/wps/relay/**'],
    ready: null,
  },
  {
    screen: 'the betting record, its totals above the bets',
    who: 'player00',
    path: '/m/gameRecord',
    late: ['**/wps/report/bets*'],
    ready: null,
  },
  {
    screen: 'the lottery page, its popular draws above the games',
    who: 'player00',
    path: '/m/lott',
    late: ['**/lgw/games/popular*'],
    ready: null,
  },
  {
    screen: 'the provider page, its providers above the games',
    who: 'player00',
    path: '/m/provider',
    late: ['**/wps/relay/GCSGAME_getVassGameType*'],
    ready: null,
  },
  {
    screen: 'the points mall, its items above the redemptions',
    who: 'player00',
    path: '/m/mall/mallHome',
    late: ['**/wps/mall/items*'],
    ready: null,
  },
  {
    screen: 'opening an account, its form above the affiliate links',
    who: 'agent41',
    path: '/m/agentRegister',
    late: ['**/wps/agent/rebateSettings*'],
    ready: null,
  },
  {
    screen: "an agent's invitation, its links above the button",
    who: 'agent41',
    path: '/m/inviteFriends',
    late: ['**/wps/relay/MCSFE_viewAffiliateUrls*'],
    ready: null,
  },
  {
    screen: 'the dividend page, payouts to claim above the members',
    who: 'agent41',
    path: '/m/member/agent/agentDivident',
    late: ['**/wps/agent/dividend/history*'],
    ready: null,
  },
  {
    screen: 'the app download page, its icon and download buttons from the status',
    who: 'player00',
    path: '/m/app',
    late: ['**/wps/system/status'],
    ready: null,
  },
  {
    screen: "the deposit page, its channels in the operator's layout",
    who: 'player00',
    path: '/m/voucherCenter',
    late: ['**/wps/system/status'],
    ready: 'Deposit now',
  },
  {
    screen: 'a record page, whose footer waits below the loading rows',
    who: 'player00',
    path: '/m/transaction/record',
    late: ['**/wps/relay/**'],
    ready: null,
  },
] as const;

test.describe('screens hold still while their answers arrive', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  for (const c of cases) {
    test(c.screen, async ({ page }) => {
      await useSession(page, await loginAs(c.who));
      for (const pattern of c.late) await answerLate(page, pattern, LATE_MS);
      await watchLayoutShifts(page);
      await page.goto(c.path);
      if (c.ready) await expect(page.getByText(c.ready, { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('contentinfo')).toBeAttached();
      expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
    });
  }
});
