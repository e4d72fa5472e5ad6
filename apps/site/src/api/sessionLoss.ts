import { setSessionLostHandler, useSession } from '../stores/session';
import { presentMessage } from './queryClient';

/** Calls of the same moment fail the same way: within this window a loss is told once. */
const REPEAT_MS = 3000;

let lastToldAt = Number.NEGATIVE_INFINITY;
let lostAt = Number.NEGATIVE_INFINITY;
/** How long after a loss the login page still says why the player is there. */
const NOTICE_MS = 10_000;
/**
 * The router's way to log in: it forgets the session (`forget`) and goes there, or answers false
 * when the player is there already.
 */
let goToLogin: ((forget: () => void) => boolean) | null = null;
let signingOut = false;

/** Sign-out handles its own answer: a session the server already forgot counts as signed out. */
export async function whileSigningOut<T>(call: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await call();
  } finally {
    signingOut = false;
  }
}

/** The router's way to go to log in (SessionLossRedirect); returns the unregister. */
export function setLoginRedirect(go: (forget: () => void) => boolean): () => void {
  goToLogin = go;
  return () => {
    if (goToLogin === go) goToLogin = null;
  };
}

/**
 * An answer ended the session, in any of the platform's forms (api-contract §8 #8: HTTP 401,
 * `CUSTOMER_NOT_LOGIN`, a session error code): the session is forgotten and the player goes to log
 * in from any page, one without a guard included (logging in comes back to it). The login page then
 * says "You are not logged in, please login first" (spec 1 §8, never the code); where there is no
 * page to go to, a toast says it, once.
 */
export function sessionLost(now = Date.now()): void {
  if (signingOut || !useSession.getState().session) return;
  const forget = () => useSession.getState().clear();
  lostAt = now;
  const toldRecently = now - lastToldAt < REPEAT_MS;
  lastToldAt = now;
  // The login page says it; other calls of the moment may fail while it is showing.
  if (goToLogin?.(forget)) return;
  forget();
  if (!toldRecently) presentMessage({ key: 'error.notLoggedIn' });
}

/**
 * Whether a session was just lost: the login page says why even when it was reached by a page's
 * own guard (which can redirect there first, without the reason) rather than by this handling.
 */
export function sessionLostRecently(now = Date.now()): boolean {
  return now - lostAt < NOTICE_MS;
}

setSessionLostHandler(() => sessionLost());
