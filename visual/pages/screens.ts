import type { Page } from '@playwright/test';

/**
 * Who looks at a screen: nobody signed in, a seeded demo account, a trial account, or a member who
 * has just registered (nothing in any list yet: the empty states).
 */
export type Viewer = 'visitor' | 'player00' | 'player01' | 'agent41' | 'trial' | 'fresh';

/** One screen in one state a player meets. */
export interface Screen {
  /** The baseline's name: the screen and its state. */
  id: string;
  path: string;
  as: Viewer;
  /** What the player does first: open a menu, a sheet, a dialog. */
  open?: (page: Page) => Promise<void>;
  /** Also in the other skins (a representative few: a skin is tokens only). */
  everySkin?: boolean;
}

const tap =
  (name: string | RegExp, role: 'button' | 'link' = 'button') =>
  async (page: Page) => {
    await page.getByRole(role, { name }).first().click();
    await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
  };

const openMenu = async (page: Page) => {
  await page.locator('header button[aria-haspopup="dialog"]').first().click();
  await page.getByRole('dialog').waitFor();
};

const openShare = async (page: Page) => {
  await page
    .getByRole('navigation', { name: /Main menu|Pangunahing menu/ })
    .getByRole('button', { name: /Share|Ibahagi/ })
    .click();
  await page.getByRole('dialog').waitFor();
};

/**
 * Every route of the route table (`apps/site/src/app/routes.tsx`) in each state its players meet.
 * A test checks that none is missing.
 */
export const SCREENS: readonly Screen[] = [
  // Home and the shell
  { id: 'home-visitor', path: '/m/home', as: 'visitor', everySkin: true },
  { id: 'home-member', path: '/m/home', as: 'player00', everySkin: true },
  { id: 'home-trial', path: '/m/home', as: 'trial' },
  { id: 'home-agent', path: '/m/home', as: 'agent41' },
  { id: 'home-menu-visitor', path: '/m/home', as: 'visitor', open: openMenu },
  { id: 'home-menu-member', path: '/m/home', as: 'player00', open: openMenu },
  { id: 'home-menu-trial', path: '/m/home', as: 'trial', open: openMenu },
  { id: 'home-menu-agent', path: '/m/home', as: 'agent41', open: openMenu },
  { id: 'home-share-visitor', path: '/m/home', as: 'visitor', open: openShare },
  { id: 'home-share-agent', path: '/m/home', as: 'agent41', open: openShare },
  { id: 'login', path: '/m/login', as: 'visitor', everySkin: true },
  { id: 'register', path: '/m/register', as: 'visitor' },
  { id: 'forget', path: '/m/forget', as: 'visitor' },
  // Where social login providers return; opened without an answer, it says so.
  { id: 'oauth-callback', path: '/m/oauth/callback', as: 'visitor' },
  { id: 'change-password', path: '/m/changePsw', as: 'player00' },
  { id: 'settings-visitor', path: '/m/set', as: 'visitor' },
  { id: 'settings-member', path: '/m/set', as: 'player00' },
  {
    id: 'settings-sign-out',
    path: '/m/set',
    as: 'player00',
    open: tap(/^(Sign out|Mag-log out)$/),
  },
  { id: 'message-visitor', path: '/m/message', as: 'visitor' },
  { id: 'message-member', path: '/m/message', as: 'player00' },
  { id: 'message-trial', path: '/m/message', as: 'trial' },
  { id: 'notice', path: '/m/notice', as: 'player00' },
  { id: 'inbox', path: '/m/webEmail', as: 'player00' },
  { id: 'inbox-empty', path: '/m/webEmail', as: 'fresh' },
  { id: 'feedback', path: '/m/feedback', as: 'player00' },
  { id: 'help', path: '/m/help', as: 'visitor' },
  { id: 'app-download', path: '/m/app', as: 'visitor' },
  { id: 'deposit', path: '/m/voucherCenter', as: 'player00' },
  { id: 'withdraw', path: '/m/withdraw', as: 'player00' },
  { id: 'transfer', path: '/m/transfer', as: 'player00' },
  { id: 'my-account', path: '/m/myAccount/index', as: 'player00' },
  { id: 'security-centre', path: '/m/securityCenter', as: 'player00' },
  { id: 'agent-notices', path: '/m/member/notice?types=A', as: 'agent41' },
  { id: 'invite-friends', path: '/m/inviteFriends', as: 'player00' },

  // Game lists
  { id: 'game-list', path: '/m/gameList?gameType=RNG', as: 'visitor' },
  { id: 'slot-games-visitor', path: '/m/slot-games', as: 'visitor', everySkin: true },
  { id: 'slot-games-member', path: '/m/slot-games', as: 'player00' },
  { id: 'live-games', path: '/m/live-games', as: 'visitor' },
  { id: 'poker-games', path: '/m/poker-games', as: 'visitor' },
  { id: 'sport-games', path: '/m/sport-games', as: 'visitor' },
  { id: 'fishing-games', path: '/m/fishing-games', as: 'visitor' },
  { id: 'esport-games', path: '/m/esport-games', as: 'visitor' },
  { id: 'roulette', path: '/m/roulette', as: 'visitor' },
  { id: 'baccarat', path: '/m/baccarat', as: 'visitor' },
  { id: 'in-house', path: '/m/inHouse', as: 'visitor' },
  { id: 'favourites', path: '/m/fav-games', as: 'player00' },
  { id: 'favourites-empty', path: '/m/fav-games', as: 'fresh' },
  { id: 'providers', path: '/m/provider', as: 'visitor' },
  { id: 'lottery', path: '/m/lott', as: 'visitor' },
  { id: 'e-lottery', path: '/m/elott', as: 'visitor' },
  { id: 'hot-games', path: '/m/hot-games', as: 'visitor' },
  {
    id: 'home-categories',
    path: '/m/home',
    as: 'visitor',
    open: tap(/^(All categories|Lahat ng kategorya)$/),
  },
  {
    id: 'game-details',
    path: '/m/slot-games',
    as: 'player00',
    // A long press; the context menu opens the same details.
    open: async (page: Page) => {
      await page
        .getByRole('list', { name: 'Slots', exact: true })
        .getByRole('button')
        .first()
        .dispatchEvent('contextmenu');
      await page.getByRole('dialog').waitFor();
    },
  },
  { id: 'lobby-news', path: '/m/news', as: 'visitor' },
  { id: 'lottery-results', path: '/m/lottery/results?gameCode=TCG_PH_6_42', as: 'visitor' },
  { id: 'lottery-results-vn', path: '/m/lottery/results?gameCode=VN_HANOI', as: 'visitor' },
  { id: 'lottery-results-choose', path: '/m/lottery/results', as: 'visitor' },
  { id: 'lottery-orders', path: '/m/lottery/orders', as: 'player00' },
  { id: 'lottery-orders-empty', path: '/m/lottery/orders', as: 'fresh' },
  { id: 'lottery-order', path: '/m/lottery/order?orderId=L100003', as: 'player00' },
  { id: 'site-addresses', path: '/m/domains', as: 'visitor' },
  {
    id: 'try-offer-visitor',
    path: '/m/slot-games',
    as: 'visitor',
    open: tap(/^(Try|Subukan)/),
  },

  // Promotions and rewards
  { id: 'promotions', path: '/m/activity', as: 'visitor' },
  { id: 'promotion-detail-visitor', path: '/m/activityDetail?id=1', as: 'visitor' },
  { id: 'promotion-detail-member', path: '/m/activityDetail?id=1', as: 'player00' },
  { id: 'reward-centre-visitor', path: '/m/rewardCenter', as: 'visitor' },
  { id: 'reward-centre-member', path: '/m/rewardCenter', as: 'player00' },
  { id: 'points-mall', path: '/m/mall/mallHome', as: 'player00' },

  // Member centre and records
  { id: 'member-centre', path: '/m/member/home', as: 'player00', everySkin: true },
  { id: 'member-centre-agent', path: '/m/member/home', as: 'player01' },
  { id: 'member-centre-trial', path: '/m/mine', as: 'trial' },
  { id: 'vip-benefits', path: '/m/member/benefits', as: 'player00' },
  { id: 'betting-record', path: '/m/gameRecord', as: 'player00' },
  { id: 'betting-record-empty', path: '/m/gameRecord', as: 'fresh' },
  { id: 'account-record', path: '/m/transaction/record', as: 'player00' },
  { id: 'account-record-empty', path: '/m/transaction/record', as: 'fresh' },
  { id: 'profit-and-loss', path: '/m/profitandloss', as: 'player00' },

  // Agent centre
  { id: 'agent-home', path: '/m/agent', as: 'agent41', everySkin: true },
  { id: 'agent-home-member-agent', path: '/m/agent', as: 'player01' },
  { id: 'team-overview', path: '/m/agent/team/overview', as: 'agent41' },
  { id: 'team-pnl', path: '/m/agent/team/pnl', as: 'agent41' },
  { id: 'my-team', path: '/m/member/team', as: 'agent41' },
  { id: 'red-rain', path: '/m/redRain', as: 'agent41' },
  { id: 'team-betting', path: '/m/teamBetting', as: 'agent41' },
  { id: 'agent-rebate', path: '/m/member/agent/agentRebeat', as: 'agent41' },
  { id: 'team-rebate', path: '/m/member/teamRebate', as: 'agent41' },
  { id: 'open-account', path: '/m/agentRegister', as: 'agent41' },
  { id: 'dividend', path: '/m/member/agent/agentDivident', as: 'agent41' },
  { id: 'agent-transfer', path: '/m/agent/transfer', as: 'agent41' },
  { id: 'salary-contract', path: '/m/member/agent/getSalaryContract', as: 'agent41' },
  { id: 'dividend-contract', path: '/m/member/agent/getDevidendContract', as: 'agent41' },
  { id: 'hourly-contract', path: '/m/member/agent/getHourContract', as: 'agent41' },
];
