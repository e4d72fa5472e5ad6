/** How the site was opened, as the registration payload names it (spec 1 §3 `registerMethod`). */
export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

export interface LaunchContext {
  /** Running inside the operator's native app (its web view marks the user agent). */
  inNativeApp: boolean;
  /** iOS home-screen web app (`navigator.standalone`). */
  iosHomeScreen: boolean;
  /** Installed web app (`display-mode: standalone` or `fullscreen`). */
  displayStandalone: boolean;
}

/** APP inside the native app, WEBCLIP from an iOS home-screen icon, PWA when installed, else H5. */
export function registerMethodOf(ctx: LaunchContext): RegisterMethod {
  if (ctx.inNativeApp) return 'APP';
  if (ctx.iosHomeScreen) return 'WEBCLIP';
  if (ctx.displayStandalone) return 'PWA';
  return 'H5';
}

/** Inside the app, an iOS web clip or an installed PWA, app-download entries are hidden. */
export function isInstalled(ctx: LaunchContext): boolean {
  return registerMethodOf(ctx) !== 'H5';
}

/** The marks Facebook's in-app browser (and Messenger's) puts in its user agent. */
const FACEBOOK_IN_APP = /\b(FBAN|FBAV|FB_IAB|FBIOS|FB4A|MessengerForiOS|Messenger)\b/;

/**
 * Whether the site runs inside Facebook's in-app browser (opened from a Facebook post or
 * Messenger): games then launch through the Facebook game launch (`GCS_gameLaunchFB`).
 */
export function isFacebookInAppBrowser(userAgent: string | null | undefined): boolean {
  return FACEBOOK_IN_APP.test(userAgent ?? '');
}
