// The one test harness of the server: the real server on an in-memory database over real HTTP,
// the real contract client (per browser, with cookies and an address, or per token), and members
// made straight in the database with a live session when a test needs no login flow.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { ApiError, createApi, createClient, type Api, type ApiClient } from '@playdeck/contract';
import { openDatabase, type Db } from '../db/database';
import { buildServer, type ServerOptions } from '../app';
import { setPasswordCostForTests } from '../accounts/passwords';
import { readOutbox } from '../store/outbox';
import { loadOperatorConfig } from '../config';
import { setOperatorConfig } from '../settings';
import { captchaAnswerOf } from '../store/captchas';
import { command, insertedId } from '../store/sql';
import { insertSession } from '../store/sessions';

// Still scrypt, at a cost that keeps hundreds of test logins quick on a shared machine.
setPasswordCostForTests(1024);

/** A pinned clock tests move by hand. */
export function testClock(start = Date.UTC(2025, 5, 15, 4, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** fetch with a cookie jar (the captcha is bound to a cookie) and a fixed client address. */
export function browserFetch(ip?: string, jar = new Map<string, string>()): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (ip) headers.set('x-forwarded-for', ip);
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  base: string;
  /** A browser: own cookies, own address, own session token. */
  browser(ip?: string): Browser;
  /** The contract client, as a visitor or with a member's token (no retries, no cookies). */
  client(token?: string): ApiClient;
  /** Raw request with the Merchant header set (override or drop it with `headers`). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** SMS and e-mails the server "sent" to this recipient, newest first. */
  outbox(to: string): { body: string; code: string | null; subject: string | null }[];
  /** Flip operator settings through the dev admin endpoint. */
  settings(patch: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export interface Browser {
  client: ApiClient;
  api: Api;
  fetch: typeof fetch;
  token: string | null;
  setToken(token: string | null): void;
  /** The answer of this browser's current captcha (read from the database). */
  captchaAnswer(): string;
  /** How many answers ended the session (the client then drops its token). */
  sessionLost: number;
}

export const MERCHANT = 'playdeck';
let ipCounter = 0;

export async function startServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const db = openDatabase(':memory:');
  const app = await buildServer({ db, devAdmin: true, trustProxy: true, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  // The links the server hands out point at this test server (as npm start does with its address).
  const config = opts.config ?? loadOperatorConfig();
  setOperatorConfig(db, { ...config, publicOrigin: config.publicOrigin || base });

  const server: TestServer = {
    app,
    db,
    base,
    browser(ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
      const jar = new Map<string, string>();
      const f = browserFetch(ip, jar);
      const b: Browser = {
        fetch: f,
        token: null,
        sessionLost: 0,
        setToken(token) {
          b.token = token;
        },
        client: undefined as unknown as ApiClient,
        api: undefined as unknown as Api,
        captchaAnswer() {
          const id = decodeURIComponent(jar.get('captchaId') ?? '');
          const answer = captchaAnswerOf(db, id);
          if (answer === undefined) throw new Error('this browser has no live captcha');
          return answer;
        },
      };
      b.client = createClient({
        baseUrl: base,
        merchant: MERCHANT,
        fetch: f,
        token: () => b.token,
        onSessionLost: () => {
          b.sessionLost++;
          b.token = null;
        },
        retryDelaysMs: [],
      });
      b.api = createApi(b.client);
      return b;
    },
    client: (token?: string) =>
      createClient({
        baseUrl: base,
        merchant: MERCHANT,
        token: () => token,
        retryDelaysMs: [],
      }),
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('merchant') && !headers.has('x-no-merchant'))
        headers.set('merchant', MERCHANT);
      headers.delete('x-no-merchant');
      return fetch(`${base}${path}`, { ...init, headers });
    },
    outbox(to) {
      if (!to) return [];
      return readOutbox(db, to, Number.MAX_SAFE_INTEGER).map((m) => ({
        body: m.body,
        subject: m.subject,
        code: /\b(\d{6})\b/.exec(m.body)?.[1] ?? null,
      }));
    },
    async settings(patch) {
      const res = await fetch(`${base}/__dev/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(patch),
      });
      if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`);
    },
    async close() {
      await app.close();
      db.close();
    },
  };
  return server;
}

/** The refusal a call ends in (fails the test when it succeeds or fails another way). */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('expected a refusal'),
    (err: unknown) => err,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

/**
 * One test server for a whole test file: started before its first test, closed after its last.
 * The returned object is filled in when the server starts, so read it inside tests and hooks.
 */
export function serverForFile(opts: Partial<ServerOptions> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startServer(opts));
  });
  afterAll(() => server.close());
  return server;
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
  const id = insertedId(
    command<[string, string, number, number]>(
      db,
      `INSERT INTO users (username, password_hash, nickname, type, created_at)
       VALUES (?, 'not-a-login-hash', ?, ?, ?)`,
    ).run(username, username, type, now),
  );
  const token = randomBytes(24).toString('hex');
  insertSession(db, token, id, now, now + 60 * 24 * 3_600_000);
  if (opts.balance !== undefined)
    command<[number, number, number]>(
      db,
      'INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES (?, ?, ?)',
    ).run(id, Math.round(opts.balance * 100), now);
  return { id, username, type, token };
}
