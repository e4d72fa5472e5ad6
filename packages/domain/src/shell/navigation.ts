import { isAgent, isTrial, MEMBER_TYPES } from './roles';

/**
 * The kinds of user the navigation model is written for (decision 070). `memberAgent` is a member
 * type (1, 2) that is also an agent: it needs every member screen and every agent screen.
 */
export type NavRole = 'visitor' | 'member' | 'trial' | 'agent' | 'memberAgent';

type MaybeType = number | null | undefined;

/** Which navigation role a session plays. */
export function navRoleOf(session: { type: MaybeType } | null | undefined): NavRole {
  if (!session) return 'visitor';
  if (isTrial(session.type)) return 'trial';
  const member = typeof session.type === 'number' && MEMBER_TYPES.includes(session.type);
  if (isAgent(session.type)) return member ? 'memberAgent' : 'agent';
  return 'member';
}

export const AGENT_HOME_ROUTE = '/m/agent';
export const MEMBER_CENTRE_ROUTE = '/m/member/home';
export const MESSAGE_CENTRE_ROUTE = '/m/message';
export const SETTINGS_ROUTE = '/m/set';
export const HELP_ROUTE = '/m/help';
export const FEEDBACK_ROUTE = '/m/feedback';
export const DEPOSIT_ROUTE = '/m/voucherCenter';
export const WITHDRAW_ROUTE = '/m/withdraw';
export const TRANSFER_ROUTE = '/m/transfer';
export const AGENT_TRANSFER_ROUTE = '/m/agent/transfer';
export const LOTTERY_RESULTS_ROUTE = '/m/lottery/results';
export const LOTTERY_ORDERS_ROUTE = '/m/lottery/orders';
export const LOTTERY_ORDER_ROUTE = '/m/lottery/order';
export const LOBBY_NEWS_ROUTE = '/m/news';

/** A lottery's draws and results. */
export const lotteryResultsHref = (gameCode: string) =>
  `${LOTTERY_RESULTS_ROUTE}?gameCode=${encodeURIComponent(gameCode)}`;

/** One lottery order with its draws. */
export const lotteryOrderHref = (orderId: string) =>
  `${LOTTERY_ORDER_ROUTE}?orderId=${encodeURIComponent(orderId)}`;
export const DOMAINS_ROUTE = '/m/domains';

/**
 * Where "agency centre" leads: agents to their agent home; anyone else to the member centre, the
 * spec's path for that entry (spec 1 §2), named for what it opens.
 */
export function agencyEntry(type: MaybeType): {
  label: 'agency' | 'memberCentre';
  path: string;
} {
  return isAgent(type)
    ? { label: 'agency', path: AGENT_HOME_ROUTE }
    : { label: 'memberCentre', path: MEMBER_CENTRE_ROUTE };
}

const GAME_LISTS = [
  '/m/slot-games',
  '/m/live-games',
  '/m/poker-games',
  '/m/fishing-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/lott',
  '/m/elott',
  '/m/inHouse',
  '/m/provider',
  '/m/hot-games',
];

/** What anyone may open, signed in or not. */
const EVERYONE = [
  '/m/home',
  ...GAME_LISTS,
  '/m/activity',
  '/m/activityDetail',
  '/m/help',
  '/m/app',
  '/m/news',
  '/m/domains',
  '/m/lottery/results',
];

const MEMBER = [
  ...EVERYONE,
  '/m/fav-games',
  '/m/rewardCenter',
  '/m/message',
  '/m/notice',
  '/m/webEmail',
  '/m/feedback',
  '/m/set',
  '/m/changePsw',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/myAccount/index',
  '/m/securityCenter',
  '/m/member/home',
  '/m/member/benefits',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/profitandloss',
  '/m/mall/mallHome',
  '/m/transfer',
  '/m/lottery/orders',
  '/m/lottery/order',
];

const AGENT = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/member/notice',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/agent/transfer',
];

/**
 * The screens (route paths, without query) each role needs, every one reachable from home by
 * tapping what is on screen (decision 070). The journey tests walk the site as each role and check
 * that every screen here is reached and that every screen reached leads back home.
 */
export const NEEDED_SCREENS: Readonly<Record<NavRole, readonly string[]>> = {
  visitor: [...EVERYONE, '/m/login', '/m/register', '/m/forget'],
  member: [...MEMBER, '/m/inviteFriends'],
  trial: [...EVERYONE, '/m/message', '/m/notice', '/m/set', '/m/register'],
  agent: [
    ...EVERYONE,
    ...AGENT,
    '/m/message',
    '/m/notice',
    '/m/webEmail',
    '/m/feedback',
    '/m/set',
    '/m/changePsw',
    '/m/withdraw',
    '/m/securityCenter',
    '/m/transaction/record',
    '/m/member/home',
  ],
  memberAgent: [...MEMBER, ...AGENT],
};

/**
 * Log in, then come back: a link to the login screen that names the screen to return to, so a plain
 * `<a href>` carries it (the login screen also reads the router's state, for redirects).
 */
export function loginHref(from: string): string {
  return `/m/login?from=${encodeURIComponent(from)}`;
}

/**
 * Where a login goes next: a screen of this site under /m/ (never the login screen itself, never
 * another origin), else home.
 */
export function afterLoginTarget(from: string | null | undefined): string {
  if (!from || !from.startsWith('/m/') || from.startsWith('/m/login')) return '/m/home';
  return from;
}
