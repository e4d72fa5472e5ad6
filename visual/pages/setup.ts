import { request, type FullConfig } from '@playwright/test';
import { newMemberByMobile } from '../../e2e/auth-support';
import { sessionFor, trialSession, type StoredSession } from '../../e2e/shell-support';
import type { Viewer } from './screens';

/** The member registered for the empty states: the same number, so the same name, every run. */
const FRESH_MOBILE = '9550000001';

/**
 * Signs in every viewer of the page screenshots once, against the suite's own server, and hands the
 * sessions to the tests (`PAGES_SESSIONS`).
 */
export default async function setup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const api = await request.newContext({ baseURL });
  const sessions: Partial<Record<Viewer, StoredSession>> = {
    player00: await sessionFor(baseURL, 'player00'),
    player01: await sessionFor(baseURL, 'player01'),
    agent41: await sessionFor(baseURL, 'agent41'),
    trial: await trialSession(baseURL),
    fresh: (await newMemberByMobile(baseURL, api, 'Start123', FRESH_MOBILE)).session,
  };
  await api.dispose();
  process.env.PAGES_SESSIONS = JSON.stringify(sessions);
}
