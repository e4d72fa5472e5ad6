import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@playdeck/contract';
import { startServer, type TestServer } from '../testing/harness';
import { Failure } from '../http/failure';
import type { MemberRegistered } from '../http/route';

// Other areas attach data to new members through the registration hook, inside its transaction.
const seen: MemberRegistered[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    hooks: {
      memberRegistered: [
        (db, e) => {
          seen.push(e);
          db.prepare("INSERT INTO settings (key, value) VALUES (?, 'hooked')").run(
            `hook:${e.userId}`,
          );
          if (e.username === 'refusedbyhook')
            throw new Failure('function.not.available', 403, 'No');
        },
      ],
    },
  });
});
afterAll(() => server.close());

async function register(username: string) {
  const b = server.browser();
  await b.api.captcha({});
  return b.api.register({
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    captcha: b.captchaAnswer(),
  });
}

describe('member-registered hook', () => {
  it('runs with the new member, in the registration transaction', async () => {
    const s = await register('hookedmember');
    expect(seen.at(-1)).toMatchObject({
      userId: Number(s.customerId),
      username: 'hookedmember',
      type: 0,
    });
    expect(
      server.db
        .prepare('SELECT value FROM settings WHERE key = ?')
        .pluck()
        .get(`hook:${s.customerId}`),
    ).toBe('hooked');
  });

  it('refuses the registration and rolls everything back when a hook throws', async () => {
    const e = await register('refusedbyhook').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).errorCode).toBe('function.not.available');
    expect(
      server.db
        .prepare("SELECT COUNT(*) FROM users WHERE username = 'refusedbyhook'")
        .pluck()
        .get(),
    ).toBe(0);
    const id = seen.at(-1)!.userId;
    expect(
      server.db.prepare('SELECT COUNT(*) FROM settings WHERE key = ?').pluck().get(`hook:${id}`),
    ).toBe(0);
  });
});
