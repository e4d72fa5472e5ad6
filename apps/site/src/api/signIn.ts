import { freePlayLogin, type SessionValue } from '@playdeck/contract';
import { api } from './client';
import { useSession } from '../stores/session';
import { LocalKey, local } from '../stores/storageKeys';

// Signing in: plain functions, not hooks, since they also run outside a render (a trial account
// started during a game launch, a social sign-in's return handled once per code). The login call
// is ./logIn.ts, so a game list that can start a trial account does not load its schema.

/** The device id sent as `loginDeviceId` (platform name `SHELL_deviceId`), made once per browser. */
export function loginDeviceId(): string {
  const known = local.get(LocalKey.deviceId);
  if (known && /^[\w-]{8,64}$/.test(known)) return known;
  const made = crypto.randomUUID();
  local.set(LocalKey.deviceId, made);
  return made;
}

/**
 * Stores a fresh session (spec 1 §4): token, id, user name, type, merchant code, first-login flag.
 * A trial account's name is kept in sessionStorage too; any other login forgets it.
 */
export function startSession(value: SessionValue, options: { trial?: boolean } = {}): void {
  const store = useSession.getState();
  store.signIn({
    token: value.token,
    id: value.id ?? null,
    userName: value.userName,
    type: value.type,
    merchantCode: __PLAYDECK_MERCHANT__,
    firstTimeLogin: value.firstTimeLogin,
  });
  store.setTrialUserName(options.trial ? value.userName : null);
  local.set(LocalKey.autoLogin, '1');
}

/**
 * Opens a trial account (type 4, "free play" on the login screen) and signs it in: its own session,
 * its name kept for the session (spec 1 §3, §4).
 */
export async function startTrialAccount(): Promise<void> {
  const value = await api.call(freePlayLogin, { platform: 'M', loginDeviceId: loginDeviceId() });
  startSession(value, { trial: true });
}
