import { create } from 'zustand';
import type { SessionInfo } from '@playdeck/domain';
import { LocalKey, SessionKey, local, session as sessionStore } from './storageKeys';

function readSession(): SessionInfo | null {
  const raw = sessionStore.getJson<Partial<SessionInfo>>(SessionKey.session);
  if (!raw || typeof raw.token !== 'string' || !raw.token) return null;
  const type = Number(raw.type);
  return {
    token: raw.token,
    id: raw.id ?? null,
    userName: typeof raw.userName === 'string' ? raw.userName : '',
    type: Number.isFinite(type) ? type : 0,
    merchantCode: raw.merchantCode ?? null,
    firstTimeLogin: raw.firstTimeLogin ?? null,
  };
}

export interface SessionState {
  /** The signed-in session, or null for a visitor. */
  session: SessionInfo | null;
  /** The trial account's user name while one is in use. */
  trialUserName: string | null;
  /** Stores a fresh session (after login, registration or trial creation). */
  signIn: (info: SessionInfo) => void;
  setTrialUserName: (name: string | null) => void;
  /**
   * Forgets the session locally: session info, token, trial user and cached member info. Used after
   * sign-out and when the server answers 401.
   */
  clear: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  session: readSession(),
  trialUserName: sessionStore.get(SessionKey.trialUser),
  signIn: (info) => {
    sessionStore.set(SessionKey.session, JSON.stringify(info));
    set({ session: info });
  },
  setTrialUserName: (name) => {
    if (name) sessionStore.set(SessionKey.trialUser, name);
    else sessionStore.remove(SessionKey.trialUser);
    set({ trialUserName: name });
  },
  clear: () => {
    sessionStore.remove(SessionKey.session);
    sessionStore.remove(SessionKey.trialUser);
    local.remove(LocalKey.memberInfo);
    set({ session: null, trialUserName: null });
  },
}));

let lostHandler: (() => void) | null = null;

/**
 * Who deals with a session the server ended (api/sessionLoss.ts registers itself: forget, go to
 * log in, say why). The API client reports through here, so it does not import that handling.
 */
export function setSessionLostHandler(handler: (() => void) | null): void {
  lostHandler = handler;
}

/** An answer ended the session: the registered handling, or at least forgetting the session. */
export function sessionEndedByServer(): void {
  if (lostHandler) lostHandler();
  else if (useSession.getState().session) useSession.getState().clear();
}
