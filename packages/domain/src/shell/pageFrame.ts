import type { BottomMenuItemId } from './menus';

/** Paths that show home (spec 1 §2, spec 2 §2). */
export const HOME_PATHS: readonly string[] = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
];

/** Where unknown paths and the always-home back control go. */
export const HOME_ROUTE = '/m/home';
export const LOGIN_ROUTE = '/m/login';
export const REGISTER_ROUTE = '/m/register';
/** Where social login providers return the player (registered with each as the redirect URI). */
export const OAUTH_CALLBACK_ROUTE = '/m/oauth/callback';

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname);
}

/**
 * The page kinds the frame rules name (spec 1 §2 Page frame). A route that is none of these is an
 * ordinary page: top bar and bottom navigation shown, back goes one page back.
 */
export type FrameSection =
  | 'home'
  | 'login'
  | 'register'
  | 'forget'
  | 'trail'
  | 'changePsw'
  | 'message'
  | 'notice'
  | 'lottery'
  | 'agent'
  | 'mine'
  | 'app'
  | 'activity'
  | 'activityDetail';

/**
 * The shared top bar is hidden on these because each draws its own header in the same style, with
 * a title, back and home (decision 070): none of them is left without one.
 */
const TOP_BAR_HIDDEN: readonly FrameSection[] = [
  'message',
  'lottery',
  'changePsw',
  'agent',
  'forget',
  'login',
  'register',
  'mine',
  'app',
];

/**
 * The bottom menu is hidden on these. The member centre (`mine`) keeps it: it is the Member tab's own
 * screen, and the tab shows as current there (decision 070).
 */
const BOTTOM_NAV_HIDDEN: readonly FrameSection[] = [
  'lottery',
  'forget',
  'changePsw',
  'notice',
  'agent',
  'login',
  'register',
  'activityDetail',
  'app',
];

/** Back goes to /m/home from these (the message centre says so too); elsewhere one page back. */
const BACK_TO_HOME: readonly FrameSection[] = [
  'login',
  'register',
  'trail',
  'activity',
  'forget',
  'message',
];

export type BackBehaviour = 'home' | 'history';

export interface PageFrame {
  showTopBar: boolean;
  showBottomNav: boolean;
  /** Only home shows the top banner. */
  showTopBanner: boolean;
  back: BackBehaviour;
}

/** What the frame shows around a page of the given kind. */
export function pageFrame(section: FrameSection | undefined): PageFrame {
  return {
    showTopBar: !section || !TOP_BAR_HIDDEN.includes(section),
    showBottomNav: !section || !BOTTOM_NAV_HIDDEN.includes(section),
    showTopBanner: section === 'home',
    back: section && BACK_TO_HOME.includes(section) ? 'home' : 'history',
  };
}

/**
 * Where the back button goes. With 'history' it goes one page back, or home when the page was
 * opened directly (nothing of ours to go back to).
 */
export function backTarget(back: BackBehaviour, canGoBack: boolean): 'home' | 'history' {
  return back === 'home' || !canGoBack ? 'home' : 'history';
}

/** Which bottom-menu item is highlighted on a path, if any. */
export function activeBottomMenuItem(pathname: string): BottomMenuItemId | null {
  if (isHomePath(pathname)) return 'home';
  if (pathname === '/m/activity' || pathname === '/m/activityDetail') return 'promotion';
  if (pathname === '/m/member/home' || pathname === '/m/mine') return 'member';
  if (pathname === '/m/rewardCenter') return 'bonus';
  return null;
}
