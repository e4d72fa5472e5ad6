import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createClient, createDeposit, type CallDef, type RequestOf } from '@playdeck/contract';
import { newMemberByMobile } from './auth-support';
import type { StoredSession } from './shell-support';

export { main } from './shell-support';

/** Calls the reference server as `session` through the contract (the site's own client). */
export function callAs<C extends CallDef>(
  baseURL: string,
  session: StoredSession,
  call: C,
  params: RequestOf<C>,
) {
  const client = createClient({
    baseUrl: baseURL,
    merchant: 'playdeck',
    retryDelaysMs: [],
    token: () => session.token,
    language: () => 'EN',
  });
  return client.call(call, params);
}

/** A new member (no history, no payment password) with `deposit` pesos in the wallet. */
export async function freshMember(
  baseURL: string,
  request: APIRequestContext,
  deposit = 0,
): Promise<StoredSession> {
  const { session } = await newMemberByMobile(baseURL, request);
  if (deposit > 0)
    await callAs(baseURL, session, createDeposit, { channelCode: 'GCASH', amount: deposit });
  return session;
}

/** Plays one round for real money on the demo page of the first fishing game; returns its name. */
export async function playOneRound(page: Page): Promise<string> {
  await page.goto('/m/gameList?gameType=FISH');
  const tile = page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem').first();
  const name = (await tile.locator('[title]').first().getAttribute('title')) ?? '';
  await tile.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/demo\/game\//, { timeout: 20_000 });
  const round = page.waitForResponse((r) => r.url().includes('/demo/api/round') && r.ok());
  await page.locator('#play').click();
  await round;
  return name;
}
