// Test support for the game, promotion, wallet and agent route tests: the real server on an
// in-memory database over real HTTP, the real contract client, and members created straight in
// the database with a live session (no login flow needed).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { ApiError, createClient } from '@playdeck/contract';
import type { Db } from '../db/database';
import { MERCHANT, startServer, type TestServer as HarnessServer } from '../testing/harness';

export interface TestServer extends HarnessServer {
  /** The contract client, as a visitor or with a member's token (no retries). */
  client: (token?: string) => ReturnType<typeof createClient>;
}

/** The accounts area's test server, plus a contract client per token. */
export async function startTestServer(opts: { now?: () => number } = {}): Promise<TestServer> {
  const server = await startServer(opts.now ? { now: opts.now } : {});
  return Object.assign(server, {
    client: (token?: string) =>
      createClient({
        baseUrl: server.base,
        merchant: MERCHANT,
        token: () => token,
        retryDelaysMs: [],
      }),
  });
}

/**
 * One test server for a whole test file: started before its first test, closed after its last.
 * The returned object is filled in when the server starts, so read it inside tests and hooks.
 */
export function serverForFile(opts: { now?: () => number } = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(opts));
  });
  afterAll(() => server.close());
  return server;
}

/** The refusal a call ends in (fails the test when the call succeeds or fails otherwise). */
export async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.catch((err: unknown) => err);
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

export interface TestMember {
  id: number;
  username: string;
  type: number;
  token: string;
}

let serial = 0;

/** A member with a live session, inserted directly; `balance` in pesos sets the main wallet. */
export function addTestMember(
  db: Db,
  opts: { type?: number; balance?: number; username?: string; now?: number } = {},
): TestMember {
  const now = opts.now ?? Date.now();
  serial += 1;
  const username = opts.username ?? `tester${serial}${randomBytes(2).toString('hex')}`;
  const type = opts.type ?? 0;
  const id = Number(
    db
      .prepare(
        `INSERT INTO users (username, password_hash, nickname, type, created_at)
         VALUES (?, 'not-a-login-hash', ?, ?, ?)`,
      )
      .run(username, username, type, now).lastInsertRowid,
  );
  const token = randomBytes(24).toString('hex');
  db.prepare(
    'INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(token, id, now, now + 60 * 24 * 3_600_000);
  if (opts.balance !== undefined)
    db.prepare('INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES (?, ?, ?)').run(
      id,
      Math.round(opts.balance * 100),
      now,
    );
  return { id, username, type, token };
}
