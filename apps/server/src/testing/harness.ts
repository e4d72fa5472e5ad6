import type { FastifyInstance } from 'fastify';
import { createApi, createClient, type Api, type ApiClient } from '@playdeck/contract';
import { openDatabase, type Db } from '../db/database';
import { buildServer, type ServerOptions } from '../app';
import { setPasswordCostForTests } from '../accounts/passwords';

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
  unauthorized: number;
}

export const MERCHANT = 'playdeck';
let ipCounter = 0;

export async function startServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const db = openDatabase(':memory:');
  const app = await buildServer({ db, devAdmin: true, trustProxy: true, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

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
        unauthorized: 0,
        setToken(token) {
          b.token = token;
        },
        client: undefined as unknown as ApiClient,
        api: undefined as unknown as Api,
        captchaAnswer() {
          const id = decodeURIComponent(jar.get('captchaId') ?? '');
          const answer = db.prepare('SELECT answer FROM captchas WHERE id = ?').pluck().get(id);
          if (typeof answer !== 'string') throw new Error('this browser has no live captcha');
          return answer;
        },
      };
      b.client = createClient({
        baseUrl: base,
        merchant: MERCHANT,
        fetch: f,
        token: () => b.token,
        onUnauthorized: () => {
          b.unauthorized++;
          b.token = null;
        },
        retryDelaysMs: [],
      });
      b.api = createApi(b.client);
      return b;
    },
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('merchant') && !headers.has('x-no-merchant'))
        headers.set('merchant', MERCHANT);
      headers.delete('x-no-merchant');
      return fetch(`${base}${path}`, { ...init, headers });
    },
    outbox(to) {
      return (
        db
          .prepare('SELECT body, subject FROM outbox WHERE recipient = ? ORDER BY id DESC')
          .all(to) as { body: string; subject: string | null }[]
      ).map((m) => ({ ...m, code: /\b(\d{6})\b/.exec(m.body)?.[1] ?? null }));
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
