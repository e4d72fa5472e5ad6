import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const run = promisify(execFile);

/** What the site keeps in sessionStorage `MC_SESSION_INFO` after a login. */
export interface StoredSession {
  token: string;
  id?: string | number;
  userName: string;
  type: number;
  merchantCode: string;
  firstTimeLogin: boolean;
}

async function session(baseURL: string, who: string): Promise<StoredSession> {
  const { stdout } = await run('node_modules/.bin/tsx', ['e2e/shell-session.ts', baseURL, who], {
    cwd: new URL('..', import.meta.url).pathname,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as StoredSession;
}

/** The page's main landmark, where a page's own content is. */
export const main = (page: Page) => page.getByRole('main');

/**
 * The seeded demo logins (password Demo1234, server README "Demo logins") by what they may open:
 * the member centre is for types 0–2, the agent centre for types 1, 2, 41 and 42; type 40 is
 * neither.
 */
export const DEMO_LOGINS = {
  /** type 0, 1, 2 */
  members: ['player00', 'player01', 'player02'],
  /** type 1, 2 (member and agent), 41, 42 */
  agents: ['player01', 'player02', 'agent41', 'agent42'],
  /** type 0 (member only) and type 40 (neither) */
  notAgents: ['player00', 'partner40'],
} as const;

/** Logs a seeded demo account in over the real API (the encrypted login call). */
export function sessionFor(baseURL: string, username: string): Promise<StoredSession> {
  return session(baseURL, username);
}

/** Creates a trial (type 4) account and its session over the real API. */
export function trialSession(baseURL: string): Promise<StoredSession> {
  return session(baseURL, '--trial');
}

/**
 * Opens the site signed in: the session goes into sessionStorage the way the login page stores
 * it, then `path` loads.
 */
export async function openSignedIn(
  page: Page,
  session: StoredSession,
  path: string,
): Promise<void> {
  await page.goto('/m/help');
  await page.evaluate((s) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), session);
  await page.goto(path);
}

/** Operator settings back to the configuration (flags, status). */
export async function resetOperatorSettings(request: APIRequestContext): Promise<void> {
  const res = await request.delete('/__dev/settings');
  if (!res.ok()) throw new Error(`settings reset failed: ${res.status()}`);
}

/**
 * The setup of a signed-in centre spec (inside its `describe`): English, operator settings as
 * configured before each test and after the last, room for a login per test.
 */
export function centreSpecSetup(): void {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test.beforeEach(async ({ page, request }) => {
    await useEnglish(page);
    await resetOperatorSettings(request);
  });
  test.afterAll(async ({ request }) => resetOperatorSettings(request));
}

/** Reads the interface in English (the site defaults to TY). */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
}

/**
 * Goes to a path the way a link inside the site does (no page load): the router follows the
 * history entry. Much faster than `page.goto` when walking many routes.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * `expect` with room for a loaded machine (several suites share two cores): pages that log in and
 * load the game area may need more than the default wait. The assertions are the same.
 */
export const patientExpect = expect.configure({ timeout: 15_000 });

/** Per-test time for shell specs: a login over the real encrypted API plus a few page loads. */
export const SHELL_TEST_TIMEOUT = 90_000;
