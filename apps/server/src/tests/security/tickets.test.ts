import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../testing/harness';
import { startServer, testClock, type TestServer } from '../../testing/harness';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { SESSION_TTL_MS } from '../../accounts/sessions';

// Issue 28 item 5: a game ticket (6 h) or a chat ticket (2 h) lives no longer than the session that
// asked for it. Logging out, a password change elsewhere or the session's expiry ends them too.
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ now: clock.now });
});
afterAll(() => server.close());

async function member(username = 'player01'): Promise<Browser> {
  const b = server.browser();
  b.setToken((await b.api.login({ username, password: DEMO_PASSWORD })).token);
  return b;
}

async function gameTicket(b: Browser): Promise<{ url: string; ticket: string }> {
  const game = (await b.api.gameList({ gameType: 'RNG', pageSize: 1 })).games[0]!;
  const { content } = await b.api.launchGame({
    launchMode: 'GLS',
    nodeId: game.nodeId,
    accountType: 1,
  });
  const url = content.game_url;
  return { url, ticket: new URL(url, server.base).searchParams.get('ticket')! };
}

async function round(ticket: string) {
  const res = await fetch(`${server.base}/demo/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, stake: 1 }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; errorCode?: string },
  };
}

async function chatTicket(b: Browser): Promise<string> {
  const { chatUrl } = await b.api.chatLaunch({});
  return new URL(chatUrl, server.base).searchParams.get('ticket')!;
}

const chatOpens = async (ticket: string) =>
  (await fetch(`${server.base}/chat/api/session?ticket=${ticket}`)).status;
const chatSends = async (ticket: string) =>
  (
    await fetch(`${server.base}/chat/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, body: 'hello' }),
    })
  ).status;

const balance = async (b: Browser) => (await b.api.walletBalance({})).sumBalance;

describe('tickets live only as long as their session', () => {
  it('logout ends the game ticket: no more bets, the wallet does not move', async () => {
    const b = await member();
    const { url, ticket } = await gameTicket(b);
    expect((await round(ticket)).body.success).toBe(true);
    const before = await balance(b);
    const watcher = await member();
    await b.api.logout({});
    const after = await round(ticket);
    expect(after).toMatchObject({
      status: 410,
      body: { success: false, errorCode: 'game.session.ended' },
    });
    expect((await fetch(`${server.base}${url}`)).status).toBe(410);
    expect(await balance(watcher)).toBe(before);
  });

  it('logout ends the chat ticket: the chat no longer opens or sends', async () => {
    const b = await member('player00');
    const ticket = await chatTicket(b);
    expect(await chatOpens(ticket)).toBe(200);
    await b.api.logout({});
    expect(await chatOpens(ticket)).toBe(404);
    expect(await chatSends(ticket)).toBe(404);
  });

  it('a password change ends the tickets of the other sessions, not its own', async () => {
    const phone = await member('player02');
    const laptop = await member('player02');
    const old = await gameTicket(phone);
    const oldChat = await chatTicket(phone);
    const own = await gameTicket(laptop);
    await laptop.api.changePassword({
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    });
    try {
      expect((await round(old.ticket)).status).toBe(410);
      expect(await chatOpens(oldChat)).toBe(404);
      expect((await round(own.ticket)).body.success).toBe(true);
    } finally {
      await laptop.api.changePassword({
        oldPassword: 'Changed123',
        newPassword: DEMO_PASSWORD,
        confirmNewPassword: DEMO_PASSWORD,
      });
    }
  });

  it('a ticket ends when its session expires, even within the ticket’s own lifetime', async () => {
    const b = await member('agent41');
    const { ticket } = await gameTicket(b);
    const chat = await chatTicket(b);
    // Sessions last a day; keep the tickets "young" by launching them just before expiry.
    clock.advance(SESSION_TTL_MS - 60_000);
    const late = await gameTicket(b);
    const lateChat = await chatTicket(b);
    clock.advance(120_000);
    expect((await round(late.ticket)).status).toBe(410);
    expect(await chatOpens(lateChat)).toBe(404);
    expect((await round(ticket)).status).toBe(410);
    expect(await chatOpens(chat)).toBe(404);
  });
});
