import type { ComponentType } from 'react';
import {
  AGENT_HOME_ROUTE,
  AGENT_TRANSFER_ROUTE,
  DOMAINS_ROUTE,
  LOBBY_NEWS_ROUTE,
  LOTTERY_ORDER_ROUTE,
  LOTTERY_ORDERS_ROUTE,
  LOTTERY_RESULTS_ROUTE,
  MEMBER_CENTRE_ROUTE,
  MESSAGE_CENTRE_ROUTE,
  OAUTH_CALLBACK_ROUTE,
  pageFrame,
  TRANSFER_ROUTE,
} from '@playdeck/domain';
import { withPageTexts } from '../i18n';
import { HOME_PATHS } from './landingRoutes';
import { lazyPage, type LazyPage } from '../shell/lazyPage';
import { provideRouteTable, type RouteMeta, type RouteRow } from '../shell/routeMeta';

/** One row of the route table and its page. Add a page by adding a row; nothing else in the shell needs to change. */
export interface SiteRoute extends RouteRow {
  page: LazyPage;
}

export function routeMeta(route: SiteRoute): RouteMeta {
  const { page: _page, ...rest } = route;
  return { ...rest, ...pageFrame(route.section) };
}

// Home and the game lists show only the texts bundled with the shell; log in, sign up and password
// retrieval wait for TY's auth texts, every other page for TY's page texts (src/i18n/index.ts).
const pageWithTexts = (load: Parameters<typeof lazyPage>[0]) => lazyPage(withPageTexts(load));
const authPage = (load: Parameters<typeof lazyPage>[0]) => lazyPage(withPageTexts(load, ['auth']));
const home = lazyPage(() => import('./HomePage'));
const gameList = lazyPage(() => import('../features/games/GameListPage'));
const memberCentre = pageWithTexts(() => import('../features/member/MemberCentrePage'));
// Agent pages draw their own header: the shared top bar is hidden on them (spec 1 §2). The header
// comes in with the page (PageHeader reads this table, so it is not imported here at start).
const agentPage = (load: () => Promise<{ default: ComponentType }>) =>
  pageWithTexts(() =>
    Promise.all([load(), import('../shell/PageHeader')]).then(([page, header]) => ({
      default: header.withPageHeader(page.default),
    })),
  );
const contract = agentPage(() => import('../features/agent/ContractPage'));

/** Whether a route shows the game list page (main.tsx asks for its first games early). */
export const showsGameList = (route: SiteRoute | undefined): boolean => route?.page === gameList;

/** Every route of both specs, under /m/. Unknown paths go to /m/home (see router.tsx). */
export const routes: readonly SiteRoute[] = [
  // Home and the shell (spec 1 §2)
  {
    path: HOME_PATHS[0],
    aliases: HOME_PATHS.slice(1),
    titleKey: 'home',
    section: 'home',
    page: home,
  },
  {
    path: '/m/login',
    titleKey: 'login',
    section: 'login',
    page: authPage(() => import('../features/auth/LoginPage')),
  },
  {
    path: '/m/register',
    aliases: ['/m/register.html'],
    titleKey: 'register',
    section: 'register',
    page: authPage(() => import('../features/auth/RegisterPage')),
  },
  {
    path: '/m/forget',
    titleKey: 'forget',
    section: 'forget',
    page: authPage(() => import('../features/auth/ForgetPasswordPage')),
  },
  {
    path: OAUTH_CALLBACK_ROUTE,
    titleKey: 'oauth',
    section: 'login',
    up: '/m/login',
    page: authPage(() => import('../features/auth/OAuthCallbackPage')),
  },

  {
    path: '/m/changePsw',
    titleKey: 'changePsw',
    section: 'changePsw',
    guard: 'session-home',
    up: '/m/set',
    page: pageWithTexts(() => import('../features/auth/ChangePasswordPage')),
  },
  {
    path: '/m/set',
    titleKey: 'set',
    page: pageWithTexts(() => import('../features/settings/SettingsPage')),
  },
  {
    path: '/m/message',
    titleKey: 'message',
    section: 'message',
    page: pageWithTexts(() => import('../features/messages/MessageCentrePage')),
  },
  {
    path: '/m/notice',
    titleKey: 'notice',
    section: 'notice',
    guard: 'session',
    up: MESSAGE_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/messages/NoticesPage')),
  },
  {
    path: '/m/webEmail',
    titleKey: 'webEmail',
    guard: 'session',
    up: MESSAGE_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/messages/InboxPage')),
  },
  {
    path: '/m/feedback',
    titleKey: 'feedback',
    guard: 'session',
    up: MESSAGE_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/messages/FeedbackPage')),
  },
  {
    path: '/m/help',
    titleKey: 'help',
    page: pageWithTexts(() => import('../features/messages/HelpPage')),
  },
  {
    path: DOMAINS_ROUTE,
    titleKey: 'domains',
    up: '/m/help',
    page: pageWithTexts(() => import('../features/system/DomainsPage')),
  },
  {
    path: '/m/app',
    titleKey: 'app',
    section: 'app',
    page: pageWithTexts(() => import('../features/app/AppDownloadPage')),
  },
  {
    path: '/m/voucherCenter',
    titleKey: 'voucherCenter',
    guard: 'session',
    page: pageWithTexts(() => import('../features/wallet/DepositPage')),
  },
  {
    path: '/m/withdraw',
    titleKey: 'withdraw',
    guard: 'session',
    page: pageWithTexts(() => import('../features/wallet/WithdrawPage')),
  },
  {
    path: TRANSFER_ROUTE,
    titleKey: 'transfer',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/wallet/TransferPage')),
  },
  {
    path: '/m/myAccount/index',
    titleKey: 'myAccount',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/account/MyAccountPage')),
  },
  {
    path: '/m/securityCenter',
    titleKey: 'securityCenter',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/account/SecurityCentrePage')),
  },
  {
    path: '/m/member/notice',
    titleKey: 'agentNotice',
    guard: 'session',
    up: AGENT_HOME_ROUTE,
    page: pageWithTexts(() => import('../features/messages/NoticesPage')),
  },
  {
    path: '/m/inviteFriends',
    titleKey: 'inviteFriends',
    guard: 'session',
    page: pageWithTexts(() => import('../features/rewards/InviteFriendsPage')),
  },

  // Game lists (spec 2 §2): one shared screen; the path picks the category
  { path: '/m/gameList', titleKey: 'gameList', page: gameList },
  { path: '/m/live-games', titleKey: 'liveGames', page: gameList },
  { path: '/m/poker-games', titleKey: 'pokerGames', page: gameList },
  { path: '/m/sport-games', titleKey: 'sportGames', page: gameList },
  { path: '/m/slot-games', titleKey: 'slotGames', page: gameList },
  { path: '/m/fishing-games', titleKey: 'fishingGames', page: gameList },
  { path: '/m/esport-games', titleKey: 'esportGames', page: gameList },
  { path: '/m/roulette', titleKey: 'roulette', page: gameList },
  { path: '/m/baccarat', titleKey: 'baccarat', page: gameList },
  { path: '/m/inHouse', titleKey: 'inHouse', page: gameList },
  { path: '/m/fav-games', titleKey: 'favGames', guard: 'session', page: gameList },
  { path: '/m/provider', titleKey: 'provider', page: gameList },
  { path: '/m/lott', titleKey: 'lott', page: gameList },
  { path: '/m/elott', titleKey: 'elott', page: gameList },
  {
    path: '/m/hot-games',
    titleKey: 'hotGames',
    page: pageWithTexts(() => import('../features/games/HotGamesPage')),
  },
  {
    path: LOTTERY_RESULTS_ROUTE,
    titleKey: 'lotteryResults',
    up: '/m/lott',
    page: pageWithTexts(() => import('../features/games/lottery/LotteryResultsPage')),
  },
  {
    path: LOTTERY_ORDERS_ROUTE,
    titleKey: 'lotteryOrders',
    guard: 'session',
    up: '/m/lott',
    page: pageWithTexts(() => import('../features/games/lottery/LotteryOrdersPage')),
  },
  {
    path: LOTTERY_ORDER_ROUTE,
    titleKey: 'lotteryOrder',
    guard: 'session',
    up: LOTTERY_ORDERS_ROUTE,
    page: pageWithTexts(() => import('../features/games/lottery/LotteryOrderPage')),
  },
  {
    path: LOBBY_NEWS_ROUTE,
    titleKey: 'lobbyNews',
    page: pageWithTexts(() => import('../features/games/LobbyNewsPage')),
  },

  // Promotions and rewards
  {
    path: '/m/activity',
    titleKey: 'activity',
    section: 'activity',
    page: pageWithTexts(() => import('../features/promotions/PromotionsPage')),
  },
  {
    path: '/m/activityDetail',
    titleKey: 'activityDetail',
    section: 'activityDetail',
    up: '/m/activity',
    page: pageWithTexts(() => import('../features/promotions/PromotionDetailPage')),
  },
  {
    path: '/m/rewardCenter',
    titleKey: 'rewardCenter',
    flag: 'REWCEN3',
    page: pageWithTexts(() => import('../features/rewards/RewardCentrePage')),
  },
  {
    path: '/m/mall/mallHome',
    titleKey: 'pointsMall',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/member/PointsMallPage')),
  },

  // Member centre and records
  {
    path: '/m/member/home',
    aliases: ['/m/mine'],
    titleKey: 'memberCentre',
    section: 'mine',
    guard: 'member-not-trial',
    page: memberCentre,
  },
  {
    path: '/m/member/benefits',
    titleKey: 'vipBenefits',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/member/VipBenefitsPage')),
  },
  {
    path: '/m/gameRecord',
    titleKey: 'gameRecord',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/records/BettingRecordPage')),
  },
  {
    path: '/m/transaction/record',
    titleKey: 'transactionRecord',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/records/AccountRecordPage')),
  },
  {
    path: '/m/profitandloss',
    titleKey: 'profitAndLoss',
    guard: 'member-not-trial',
    up: MEMBER_CENTRE_ROUTE,
    page: pageWithTexts(() => import('../features/records/ProfitAndLossPage')),
  },

  // Agent centre (spec 2 §2): agent session types only
  {
    path: '/m/agent',
    titleKey: 'agentHome',
    section: 'agent',
    guard: 'agent',
    page: agentPage(() => import('../features/agent/AgentHomePage')),
  },
  {
    path: '/m/agent/team/overview',
    titleKey: 'teamOverview',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/TeamOverviewPage')),
  },
  {
    path: '/m/agent/team/pnl',
    titleKey: 'teamPnl',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/TeamProfitAndLossPage')),
  },
  {
    path: '/m/member/team',
    titleKey: 'team',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/TeamPage')),
  },
  {
    path: '/m/redRain',
    titleKey: 'redRain',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/RedRainPage')),
  },
  {
    path: '/m/teamBetting',
    titleKey: 'teamBetting',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/TeamBettingPage')),
  },
  {
    path: '/m/member/agent/agentRebeat',
    titleKey: 'agentRebate',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/AgentRebatePage')),
  },
  {
    path: '/m/member/teamRebate',
    titleKey: 'teamRebate',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/TeamRebatePage')),
  },
  {
    path: '/m/agentRegister',
    titleKey: 'agentRegister',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/AgentRegisterPage')),
  },
  {
    path: '/m/member/agent/agentDivident',
    titleKey: 'agentDividend',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/AgentDividendPage')),
  },
  {
    path: AGENT_TRANSFER_ROUTE,
    titleKey: 'agentTransfer',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: agentPage(() => import('../features/agent/AgentTransferPage')),
  },
  {
    path: '/m/member/agent/getSalaryContract',
    titleKey: 'salaryContract',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: contract,
  },
  {
    path: '/m/member/agent/getDevidendContract',
    titleKey: 'dividendContract',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: contract,
  },
  {
    path: '/m/member/agent/getHourContract',
    titleKey: 'hourContract',
    section: 'agent',
    guard: 'agent',
    up: AGENT_HOME_ROUTE,
    page: contract,
  },
];

/** Every path the site answers, with the route it shows. */
export function routePaths(): { path: string; route: SiteRoute }[] {
  return routes.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((path) => ({ path, route })),
  );
}

/** Paths differing only by a trailing slash are one path for the router. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Every path as the router matches it, once, with the route it shows. */
export function routerPaths(): { path: string; route: SiteRoute }[] {
  const seen = new Set<string>();
  const out: { path: string; route: SiteRoute }[] = [];
  for (const { path, route } of routePaths()) {
    const key = normalise(path);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: key, route });
  }
  return out;
}

provideRouteTable(
  routerPaths().map(({ path, route }) => ({
    path,
    meta: routeMeta(route),
    gameList: showsGameList(route),
  })),
);
