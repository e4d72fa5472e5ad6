import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@playdeck/contract';
import { startServer, testClock, type Browser, type TestServer } from '../../testing/harness';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { limits } from '../../accounts/limits';
import {
  ADDRESS_CHECKS_IN_FLIGHT_ALLOWED,
  CAPTCHA_AFTER_ADDRESS_FAILURES,
  LOGIN_DELAYS,
} from '../../accounts/loginGuard';

// Issue 28 items 1, 2, 3 and 14: login limits count the account (whatever the spelling), are
// taken before the password is checked (parallel requests cannot slip past), count only attempts
// that passed the captcha, and slow attackers down without locking anyone else out.
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ now: clock.now });
});
afterAll(() => server.close());
// Every test starts after the windows of the one before.
beforeEach(() => clock.advance(limits.loginFailAccount.windowMs + 1));

let ipSerial = 0;
const newAddress = () => `198.51.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

/** The refusal code of a login, or 'ok'. */
async function attempt(b: Browser, username: string, password: string, captcha?: string) {
  try {
    await b.api.login({ username, password, ...(captcha ? { captcha } : {}) });
    return 'ok';
  } catch (e) {
    if (e instanceof ApiError) return e.errorCode;
    throw e;
  }
}

/** A browser at this address holding a live captcha, and its answer. */
async function withCaptcha(ip: string): Promise<[Browser, string]> {
  const b = server.browser(ip);
  await b.api.captcha({});
  return [b, b.captchaAnswer()];
}

/** Answers that came from a password check (right or wrong), not from a limit or the captcha. */
const checked = (answers: string[]) =>
  answers.filter((a) => a === 'ok' || a === 'login.password.error').length;

describe('item 1: a wrong captcha is not a failed login', () => {
  it('12 wrong-captcha attempts without a captcha cookie do not stop the real user', async () => {
    const attacker = server.browser(newAddress());
    expect(await attempt(attacker, 'player00', 'wrong-1x')).toBe('login.password.error');
    for (let i = 0; i < 12; i++)
      expect(await attempt(attacker, 'player00', `wrong${i}xx`, '1234')).toBe('captcha.error');
    const [user, answer] = await withCaptcha(newAddress());
    expect(await attempt(user, 'player00', DEMO_PASSWORD, answer)).toBe('ok');
  });
});

describe('item 2: limits are taken before the password is checked', () => {
  it('60 parallel wrong logins without captchas: one is checked', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(server.browser(ip), 'player01', `wrong${i}xx`)),
    );
    expect(checked(answers)).toBe(1);
    expect(answers.filter((a) => a === 'captcha.required')).toHaveLength(59);
  });

  it('60 parallel wrong logins, each with a solved captcha: no more than the free allowance', async () => {
    const ip = newAddress();
    const browsers = await Promise.all(Array.from({ length: 60 }, () => withCaptcha(ip)));
    const answers = await Promise.all(
      browsers.map(([b, captcha], i) => attempt(b, 'player01', `wrong${i}xx`, captcha)),
    );
    expect(checked(answers)).toBe(LOGIN_DELAYS.pair.free);
    expect(answers.filter((a) => a === 'request.too.frequent')).toHaveLength(
      60 - LOGIN_DELAYS.pair.free,
    );
  });

  it('19 wrong plus the right one in parallel, with solved captchas: at most the allowance is tried', async () => {
    const ip = newAddress();
    const browsers = await Promise.all(Array.from({ length: 20 }, () => withCaptcha(ip)));
    const answers = await Promise.all(
      browsers.map(([b, captcha], i) =>
        attempt(b, 'player02', i === 19 ? DEMO_PASSWORD : `wrong${i}xx`, captcha),
      ),
    );
    expect(checked(answers)).toBeLessThanOrEqual(LOGIN_DELAYS.pair.free);
    expect(answers[19]).toBe('request.too.frequent');
  });

  it('change password: 20 wrong old passwords in parallel, at most 5 checked', async () => {
    const b = server.browser(newAddress());
    b.setToken((await b.api.login({ username: 'agent42', password: DEMO_PASSWORD })).token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        b.api
          .changePassword({
            oldPassword: `wrong${i}xx`,
            newPassword: 'Another123',
            confirmNewPassword: 'Another123',
          })
          .then(
            () => 'ok',
            (e: ApiError) => e.errorCode,
          ),
      ),
    );
    expect(answers.filter((a) => a === 'modify.old.password.error')).toHaveLength(
      limits.changePasswordFail.max,
    );
    expect(answers.filter((a) => a === 'request.too.frequent')).toHaveLength(
      20 - limits.changePasswordFail.max,
    );
  });
});

describe('item 3: limits count the account, not the spelling', () => {
  const spellings = [
    '9221234567',
    '09221234567',
    '+639221234567',
    '922 123 4567',
    '639221234567',
    '+63 922 123 4567',
    '0922-123-4567',
    '(0922) 123 4567',
  ];

  it('eight spellings of one mobile number share one allowance', async () => {
    const ip = newAddress();
    const answers: string[] = [];
    for (const [i, spelling] of spellings.entries()) {
      const [b, captcha] = await withCaptcha(ip);
      answers.push(await attempt(b, spelling, `wrong${i}xx`, captcha));
    }
    expect(checked(answers)).toBe(LOGIN_DELAYS.pair.free);
    expect(answers.slice(LOGIN_DELAYS.pair.free).every((a) => a === 'request.too.frequent')).toBe(
      true,
    );
  });

  it('a username that must wait also waits when typed as its mobile number', async () => {
    const ip = newAddress();
    for (let i = 0; i < LOGIN_DELAYS.pair.free; i++) {
      const [b, captcha] = await withCaptcha(ip);
      expect(await attempt(b, 'partner40', `wrong${i}xx`, captcha)).toBe('login.password.error');
    }
    const [b, captcha] = await withCaptcha(ip);
    expect(await attempt(b, '09221234567', DEMO_PASSWORD, captcha)).toBe('request.too.frequent');
    // After a failure on the account, any spelling needs the captcha, from any address.
    expect(await attempt(server.browser(newAddress()), '+63 922 123 4567', DEMO_PASSWORD)).toBe(
      'captcha.required',
    );
  });

  it('unknown names are counted by their normalised spelling too', async () => {
    const ip = newAddress();
    const answers: string[] = [];
    for (const [i, name] of [
      'Ghost77',
      'ghost77',
      ' GHOST77 ',
      'gHoSt77',
      'ghost77',
      'GHOST77',
    ].entries()) {
      const [b, captcha] = await withCaptcha(ip);
      answers.push(await attempt(b, name, `wrong${i}xx`, captcha));
    }
    expect(checked(answers)).toBe(LOGIN_DELAYS.pair.free);
  });
});

describe('item 14: addresses are slowed down, accounts not under attack are never locked out', () => {
  it('40 failed logins from one address (many accounts) do not stop another player there', async () => {
    const ip = newAddress();
    for (let i = 0; i < 40; i++) {
      const [b, captcha] = await withCaptcha(ip);
      expect(await attempt(b, `nobody${i}`, 'wrong-pass1', captcha)).toBe('login.password.error');
    }
    // The shared address asks for the captcha; the player with the right password gets in.
    const neighbour = server.browser(ip);
    expect(await attempt(neighbour, 'player00', DEMO_PASSWORD)).toBe('captcha.required');
    const [b, captcha] = await withCaptcha(ip);
    expect(await attempt(b, 'player00', DEMO_PASSWORD, captcha)).toBe('ok');
  });

  it('players logging in at the same moment from one address are not asked for the captcha', async () => {
    const ip = newAddress();
    const [b, captcha] = await withCaptcha(ip);
    expect(await attempt(b, 'nobody-x1', 'wrong-pass1', captcha)).toBe('login.password.error');
    // One failure there earlier; four players behind the same address sign in together.
    const who = ['player00', 'player01', 'player02', 'agent41'];
    const answers = await Promise.all(
      who.map((name) => attempt(server.browser(ip), name, DEMO_PASSWORD)),
    );
    expect(answers).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('a burst of parallel wrong logins to many accounts from one address: a few are checked', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(server.browser(ip), `sprayed${i}x`, 'Summer2026'),
      ),
    );
    expect(checked(answers)).toBeLessThanOrEqual(
      ADDRESS_CHECKS_IN_FLIGHT_ALLOWED + CAPTCHA_AFTER_ADDRESS_FAILURES,
    );
    expect(answers.filter((a) => a === 'captcha.required').length).toBe(40 - checked(answers));
    // Once they are settled, every login from there needs the captcha.
    expect(await attempt(server.browser(ip), 'player00', DEMO_PASSWORD)).toBe('captcha.required');
  });

  it('a forgetful player is slowed down (seconds to minutes), never locked out for half an hour', async () => {
    const ip = newAddress();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [b, captcha] = await withCaptcha(ip);
      const e = await b.api
        .login({ username: 'player01', password: `forgot${i}x`, captcha })
        .catch((err: ApiError) => err);
      if ((e as ApiError).errorCode === 'request.too.frequent') {
        const wait = ((e as ApiError).value as { retryAfterSeconds: number }).retryAfterSeconds;
        waits.push(wait);
        clock.advance(wait * 1000);
        i--;
      }
    }
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(30 * 60);
    // Waits grow: each is at least the one before.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    const last = waits.at(-1)!;
    clock.advance(last * 2 * 1000);
    const [b, captcha] = await withCaptcha(ip);
    expect(await attempt(b, 'player01', DEMO_PASSWORD, captcha)).toBe('ok');
  });

  it('an account attacked from many addresses waits at most a minute, then the right password works', async () => {
    for (let i = 0; i < 16; i++) {
      const [b, captcha] = await withCaptcha(newAddress());
      const answer = await attempt(b, 'agent41', `wrong${i}xx`, captcha);
      if (answer === 'request.too.frequent') clock.advance(LOGIN_DELAYS.account.capMs);
      else expect(answer).toBe('login.password.error');
    }
    const [b, captcha] = await withCaptcha(newAddress());
    const e = await b.api
      .login({ username: 'agent41', password: DEMO_PASSWORD, captcha })
      .catch((err: ApiError) => err);
    expect(e).toMatchObject({ errorCode: 'request.too.frequent', status: 429 });
    const wait = ((e as ApiError).value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeLessThanOrEqual(LOGIN_DELAYS.account.capMs / 1000);
    clock.advance(wait * 1000);
    const [again, answer] = await withCaptcha(newAddress());
    expect(await attempt(again, 'agent41', DEMO_PASSWORD, answer)).toBe('ok');
  });
});
