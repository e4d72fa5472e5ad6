import {
  pageFrame,
  type FlagId,
  type FrameSection,
  type PageFrame,
  type RouteGuard,
} from '@playdeck/domain';
import type tyShell from '../i18n/locales/ty.shell.json';
import { withPageTexts } from '../i18n';
import { HOME_PATHS } from './landingRoutes';
import { lazyPage, type LazyPage } from './lazyPage';

export type TitleKey = keyof (typeof tyShell)['title'];

/**
 * One row of the route table. The frame reads everything it needs from here: the header title, which
 * bars show (derived from `section` by the domain rule `pageFrame`), where back goes and who may
 * enter. Add a page by adding a row; nothing else in the shell needs to change.
 */
export interface SiteRoute {
  path: string;
  /** Other paths that show the same page in place (no redirect). */
  aliases?: readonly string[];
  /** `title.<key>` in the catalogues: the header title and the document title. */
  titleKey: TitleKey;
  /** The page kind the frame rules name (spec 1 §2); none for an ordinary page. */
  section?: FrameSection;
  /** Who may enter (domain `decideAccess`). */
  guard?: RouteGuard;
  /** Opens only while this whitelabel flag is on; otherwise a contact-service toast and home. */
  flag?: FlagId;
  page: LazyPage;
}

/** What the frame shows around a route: the row plus the frame rule's answer. */
export type RouteMeta = Omit<SiteRoute, 'page'> & PageFrame;

export function routeMeta(route: SiteRoute): RouteMeta {
  const { page: _page, ...rest } = route;
  return { ...rest, ...pageFrame(route.section) };
}

// Home and the game lists show only the texts bundled with the shell; every other page waits for
// TY's page texts as well (src/i18n/index.ts).
const pageWithTexts = (load: Parameters<typeof lazyPage>[0]) => lazyPage(withPageTexts(load));
const home = lazyPage(() => import('../features/home/HomePage'));
const gameList = lazyPage(() => import('../features/games/GameListPage'));
const memberCentre = pageWithTexts(() => import('../features/member/MemberCentrePage'));
const contract = pageWithTexts(() => import('../features/agent/ContractPage'));

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
    page: pageWithTexts(() => import('../features/auth/LoginPage')),
  },
  {
    path: '/m/register',
    aliases: ['/m/register.html'],
    titleKey: 'register',
    section: 'register',
    page: pageWithTexts(() => import('../features/auth/RegisterPage')),
  },
  {
    path: '/m/forget',
    titleKey: 'forget',
    section: 'forget',
    page: pageWithTexts(() => import('../features/auth/ForgetPasswordPage')),
  },
  {
    path: '/m/changePsw',
    titleKey: 'changePsw',
    section: 'changePsw',
    guard: 'session-home',
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
    page: pageWithTexts(() => import('../features/messages/NoticesPage')),
  },
  {
    path: '/m/webEmail',
    titleKey: 'webEmail',
    guard: 'session',
    page: pageWithTexts(() => import('../features/messages/InboxPage')),
  },
  {
    path: '/m/feedback',
    titleKey: 'feedback',
    guard: 'session',
    page: pageWithTexts(() => import('../features/messages/FeedbackPage')),
  },
  {
    path: '/m/help',
    titleKey: 'help',
    page: pageWithTexts(() => import('../features/messages/HelpPage')),
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
    path: '/m/myAccount/index',
    titleKey: 'myAccount',
    guard: 'member-not-trial',
    page: pageWithTexts(() => import('../features/account/MyAccountPage')),
  },
  {
    path: '/m/securityCenter',
    titleKey: 'securityCenter',
    guard: 'member-not-trial',
    page: pageWithTexts(() => import('../features/account/SecurityCentrePage')),
  },
  {
    path: '/m/member/notice',
    titleKey: 'agentNotice',
    guard: 'session',
    page: pageWithTexts(() => import('../features/messages/NoticesPage')),
  },
  {
    path: '/m/inviteFriends',
    titleKey: 'inviteFriends',
    guard: 'session',
    page: pageWithTexts(() => import('../features/referral/InviteFriendsPage')),
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
    page: pageWithTexts(() => import('../features/promotions/PointsMallPage')),
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
    page: pageWithTexts(() => import('../features/member/VipBenefitsPage')),
  },
  {
    path: '/m/gameRecord',
    titleKey: 'gameRecord',
    guard: 'member-not-trial',
    page: pageWithTexts(() => import('../features/records/BettingRecordPage')),
  },
  {
    path: '/m/transaction/record',
    titleKey: 'transactionRecord',
    guard: 'member-not-trial',
    page: pageWithTexts(() => import('../features/records/AccountRecordPage')),
  },
  {
    path: '/m/profitandloss',
    titleKey: 'profitAndLoss',
    guard: 'member-not-trial',
    page: pageWithTexts(() => import('../features/records/ProfitAndLossPage')),
  },

  // Agent centre (spec 2 §2): agent session types only
  {
    path: '/m/agent',
    titleKey: 'agentHome',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/AgentHomePage')),
  },
  {
    path: '/m/agent/team/overview',
    titleKey: 'teamOverview',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/TeamOverviewPage')),
  },
  {
    path: '/m/agent/team/pnl',
    titleKey: 'teamPnl',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/TeamProfitAndLossPage')),
  },
  {
    path: '/m/member/team',
    titleKey: 'team',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/TeamPage')),
  },
  {
    path: '/m/redRain',
    titleKey: 'redRain',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/RedRainPage')),
  },
  {
    path: '/m/teamBetting',
    titleKey: 'teamBetting',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/TeamBettingPage')),
  },
  {
    path: '/m/member/agent/agentRebeat',
    titleKey: 'agentRebate',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/AgentRebatePage')),
  },
  {
    path: '/m/member/teamRebate',
    titleKey: 'teamRebate',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/TeamRebatePage')),
  },
  {
    path: '/m/agentRegister',
    titleKey: 'agentRegister',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/AgentRegisterPage')),
  },
  {
    path: '/m/member/agent/agentDivident',
    titleKey: 'agentDividend',
    section: 'agent',
    guard: 'agent',
    page: pageWithTexts(() => import('../features/agent/AgentDividendPage')),
  },
  {
    path: '/m/member/agent/getSalaryContract',
    titleKey: 'salaryContract',
    section: 'agent',
    guard: 'agent',
    page: contract,
  },
  {
    path: '/m/member/agent/getDevidendContract',
    titleKey: 'dividendContract',
    section: 'agent',
    guard: 'agent',
    page: contract,
  },
  {
    path: '/m/member/agent/getHourContract',
    titleKey: 'hourContract',
    section: 'agent',
    guard: 'agent',
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
