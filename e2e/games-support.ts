import type { Page, APIRequestContext } from '@playwright/test';
import { createClient, freePlayLogin, login } from '@playdeck/contract';
import { baseURL } from '../playwright.config';

/** Session info as the site keeps it in sessionStorage (`MC_SESSION_INFO`). */
export interface E2eSession {
  token: string;
  id: number | string | null;
  userName: string;
  type: number;
}

const MERCHANT = 'playdeck';
const SESSION_KEY = 'MC_SESSION_INFO';

function client() {
  return createClient({
    baseUrl: baseURL,
    merchant: MERCHANT,
    fetch: globalThis.fetch.bind(globalThis),
  });
}

/** Logs a seeded demo account in through the real login call (README "Demo logins"). */
export async function loginAs(username: string, password = 'Demo1234'): Promise<E2eSession> {
  const s = await client().call(login, { username, password });
  return {
    token: s.token,
    id: s.id ?? null,
    userName: s.userName ?? username,
    type: Number(s.type),
  };
}

/** A fresh trial (type 4) account through the free-play call. */
export async function trialSession(): Promise<E2eSession> {
  const s = await client().call(freePlayLogin, { platform: 'M' });
  return { token: s.token, id: s.id ?? null, userName: s.userName ?? '', type: Number(s.type) };
}

/** Every page of this test starts signed in as `session`. */
export async function useSession(page: Page, session: E2eSession): Promise<void> {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ ...session, merchantCode: MERCHANT, firstTimeLogin: false }),
  ] as const);
}

/** Calls the reference server as a session (for checking what the site changed). */
export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  session?: E2eSession,
): Promise<T> {
  const res = await request.get(path, {
    headers: { Merchant: MERCHANT, ...(session ? { Authorization: session.token } : {}) },
  });
  const body = (await res.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${path}: ${body.errorCode ?? res.status()}`);
  return body.value;
}
