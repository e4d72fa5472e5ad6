import { canDeposit, isAgent, isTrial } from './roles';
import { HOME_ROUTE, LOGIN_ROUTE } from './pageFrame';

/**
 * Route guards (spec 1 §5, spec 2 §2):
 * - `session`: visitors are replaced to /m/login;
 * - `session-home`: visitors go to /m/home (change password);
 * - `member-not-trial`: visitors go to /m/login, trial accounts get an alert offering to register;
 * - `agent`: anyone whose session type is not an agent goes to /m/home.
 */
export type RouteGuard = 'session' | 'session-home' | 'member-not-trial' | 'agent';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'trialAlert' };

type Session = { type: number | null | undefined } | null | undefined;

const allow: AccessDecision = { kind: 'allow' };

export function decideAccess(guard: RouteGuard | undefined, session: Session): AccessDecision {
  switch (guard) {
    case undefined:
      return allow;
    case 'session':
      return session ? allow : { kind: 'redirect', to: LOGIN_ROUTE };
    case 'session-home':
      return session ? allow : { kind: 'redirect', to: HOME_ROUTE };
    case 'member-not-trial':
      if (!session) return { kind: 'redirect', to: LOGIN_ROUTE };
      return isTrial(session.type) ? { kind: 'trialAlert' } : allow;
    case 'agent':
      return session && isAgent(session.type) ? allow : { kind: 'redirect', to: HOME_ROUTE };
  }
}

/** How long the trial-restriction (`free_reject`) and contact-service toasts stay (spec §8). */
export const RESTRICTION_TOAST_MS = 2000;

/**
 * A member-only action (deposit, free play): visitors log in first; sessions that are not of an
 * ordinary member type get `free_reject`.
 */
export function memberActionDecision(session: Session): 'allow' | 'login' | 'free_reject' {
  if (!session) return 'login';
  return canDeposit(session.type) ? 'allow' : 'free_reject';
}

/** Trial accounts may not use inbox or live chat (they get `free_reject`); visitors log in first. */
export function messagingDecision(session: Session): 'allow' | 'login' | 'free_reject' {
  if (!session) return 'login';
  return isTrial(session.type) ? 'free_reject' : 'allow';
}
