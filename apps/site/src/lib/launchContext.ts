import { useSyncExternalStore } from 'react';
import {
  isInstalled,
  registerMethodOf,
  type LaunchContext,
  type RegisterMethod,
} from '@playdeck/domain';

/** The operator's native app marks its web view's user agent with this token. */
export const NATIVE_APP_UA_MARK = /PlaydeckApp\//;

const standaloneQuery = '(display-mode: standalone), (display-mode: fullscreen)';

/** How the site is running right now: in the native app, an iOS web clip, an installed PWA or a tab. */
export function readLaunchContext(): LaunchContext {
  if (typeof window === 'undefined') {
    return { inNativeApp: false, iosHomeScreen: false, displayStandalone: false };
  }
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return {
    inNativeApp: NATIVE_APP_UA_MARK.test(nav.userAgent),
    iosHomeScreen: nav.standalone === true,
    displayStandalone: window.matchMedia?.(standaloneQuery).matches ?? false,
  };
}

/** `registerMethod` for the registration payload: APP, WEBCLIP, PWA or H5. */
export function currentRegisterMethod(): RegisterMethod {
  return registerMethodOf(readLaunchContext());
}

/** The `Device` header: OTHERS when running as a standalone iOS web app (spec 1 §7). */
export function deviceHeader(): string | undefined {
  return readLaunchContext().iosHomeScreen ? 'OTHERS' : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(standaloneQuery);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** True inside the native app, an iOS web clip or an installed PWA: app-download entries hide. */
export function useInstalled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isInstalled(readLaunchContext()),
    () => false,
  );
}
