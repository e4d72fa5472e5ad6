// Test support for route tests: a real server on an in-memory database, real HTTP, the real
// contract client, and members created straight in the database (no login needed).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createClient } from '@playdeck/contract';
import { openDatabase, type Db } from '../db/database';
import { buildServer } from '../app';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  base: string;
  /** The contract client, as a visitor or with a member's token. */
  client: (token?: string) => ReturnType<typeof createClient>;
  close: () => Promise<void>;
}

export async function startTestServer(opts: { now?: () => number } = {}): Promise<TestServer> {
  const db = openDatabase(':memory:');
  const app = await buildServer({ db, now: opts.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    app,
    db,
    base,
    client: (token) => createClient({ baseUrl: base, merchant: 'playdeck', token: () => token }),
    close: async () => {
      await app.close();
      db.close();
    },
  };
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
