/**
 * Every key the site keeps in the browser, in one place. Some names are the platform's own, so
 * pages of the operator's other front ends can read the same session.
 */
export const SessionKey = {
  /** sessionStorage: JSON `{token, id, userName, type, merchantCode, firstTimeLogin}`. */
  session: 'MC_SESSION_INFO',
  /** sessionStorage: the trial (free-play) account's user name. */
  trialUser: 'trialUserName',
  /**
   * sessionStorage: social sign-ins started in this tab and not yet answered (state, nonce, PKCE
   * verifier, where to go after), JSON; each is taken out when its provider answers.
   */
  socialSignIns: 'pd-social-sign-ins',
} as const;

export const LocalKey = {
  /** Cached system status (refreshed on every load). */
  status: 'status',
  /** Cached member info of the signed-in member; cleared on sign-out. */
  memberInfo: 'memberInfo',
  /** Cached lottery lists (games engineer). */
  lottList: 'lottList',
  elottList: 'elottList',
  /** Interface language: TY or EN. */
  language: 'lang',
  /** Whether the balance shows ("1") or is masked ("0"). */
  balanceVisible: 'pd-balance-visible',
  /** The home download bar was closed ("1"). */
  downloadBarClosed: 'pd-download-bar-closed',
  /** The demo build's reference-server banner was closed ("1"). */
  demoBannerClosed: 'pd-demo-banner-closed',
  /** Remembered login (login engineer): `{type, username, password, countryDialingCode}`. */
  rememberedCredentials: 'pd-remembered-login',
  /** The secret the remembered password is double-encoded with (login engineer). */
  rememberedSecret: 'pd-remembered-secret',
  /** Auto-login flag: "1" on, "0" after sign-out. */
  autoLogin: 'autoLogin',
  /** Device id sent as `loginDeviceId` (platform name). */
  deviceId: 'SHELL_deviceId',
  /** Light or dark (theming engineer's `theme.ts` and `public/theme-init.js`). */
  theme: 'pd-theme',
} as const;

/** Storage that never throws (private mode, quota, disabled storage). */
export function safeStorage(kind: 'local' | 'session') {
  const store = (): Storage | null => {
    try {
      return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store()?.setItem(key, value);
      } catch {
        // Full or disabled storage: the value lives for this page only.
      }
    },
    remove(key: string): void {
      try {
        store()?.removeItem(key);
      } catch {
        // Nothing stored that we could reach.
      }
    },
    getJson<T>(key: string): T | null {
      const raw = this.get(key);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
  };
}

export const local = safeStorage('local');
export const session = safeStorage('session');
