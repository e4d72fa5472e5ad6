import { login, type RequestOf, type SessionValue } from '@playdeck/contract';
import { api } from './client';
import { loginDeviceId, startSession } from './signIn';

/** Logs in (any of the login types) from this browser and starts the session it answers with. */
export async function logIn(
  params: Omit<RequestOf<typeof login>, 'loginDeviceId'>,
): Promise<SessionValue> {
  const value = await api.call(login, { ...params, loginDeviceId: loginDeviceId() });
  startSession(value);
  return value;
}
