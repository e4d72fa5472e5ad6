import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@playdeck/contract';
import { startServer, testClock, type TestServer } from '../testing/harness';
import { DEMO_PASSWORD } from '../seed/accounts';
import { limits } from '../accounts/limits';

// Rate limits run on the server's clock; here it is pinned and moved by hand.
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ now: clock.now });
});
afterAll(() => server.close());

async function errorOf(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('rate limits', () => {
  it('slows an account down after 10 failed logins, even with the right password; never locks it', async () => {
    // Each attempt from its own address and with a right captcha: only the account counts.
    for (let i = 0; i < limits.loginFailAccount.max; i++) {
      const b = server.browser();
      await b.api.captcha({});
      const e = await errorOf(
        b.api.login({ username: 'player02', password: `wrong${i}xx`, captcha: b.captchaAnswer() }),
      );
      expect(e.errorCode).toBe('login.password.error');
    }
    const b = server.browser();
    await b.api.captcha({});
    const slowed = await errorOf(
      b.api.login({ username: 'player02', password: DEMO_PASSWORD, captcha: b.captchaAnswer() }),
    );
    expect(slowed).toMatchObject({ errorCode: 'request.too.frequent', status: 429 });
    const wait = (slowed.value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBe(1);

    clock.advance(wait * 1000);
    await b.api.captcha({});
    await expect(
      b.api.login({ username: 'player02', password: DEMO_PASSWORD, captcha: b.captchaAnswer() }),
    ).resolves.toMatchObject({ userName: 'player02' });
  });

  it('sends one SMS per number per minute and five per hour', async () => {
    const b = server.browser();
    const params = { countryDialingCode: '63', mobileNum: '9171234567' };
    await b.api.smsNoLogin(params);
    const again = await errorOf(b.api.smsNoLogin(params));
    expect(again).toMatchObject({ errorCode: 'request.too.frequent', status: 429 });
    for (let i = 1; i < limits.smsTargetHour.max; i++) {
      clock.advance(limits.smsTargetMinute.windowMs + 1);
      await b.api.smsNoLogin(params);
    }
    clock.advance(limits.smsTargetMinute.windowMs + 1);
    expect((await errorOf(b.api.smsNoLogin(params))).status).toBe(429);
    expect(server.outbox('639171234567')).toHaveLength(limits.smsTargetHour.max);
  });

  it('expires an SMS code after 5 minutes', async () => {
    clock.advance(limits.smsTargetHour.windowMs + 1);
    const b = server.browser();
    await b.api.smsNoLogin({ countryDialingCode: '63', mobileNum: '9201234567' });
    const code = server.outbox('639201234567')[0]!.code!;
    clock.advance(5 * 60_000 + 1);
    const e = await errorOf(b.api.login({ username: '9201234567', password: code, type: 'sms' }));
    expect(e.errorCode).toBe('login.password.error');
  });

  it('stops a code after 5 wrong tries', async () => {
    const b = server.browser();
    await b.api.smsNoLogin({ countryDialingCode: '63', mobileNum: '9211234567' });
    const code = server.outbox('639211234567')[0]!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await errorOf(
        b.api.setPasswordByPhone({
          mobileNum: '9211234567',
          verificationCode: wrong,
          newPassword: 'Newer123',
        }),
      );
    const e = await errorOf(
      b.api.setPasswordByPhone({
        mobileNum: '9211234567',
        verificationCode: code,
        newPassword: 'Newer123',
      }),
    );
    expect(e.errorCode).toBe('verification.code.error');
  });

  it('serves 120 captcha images a minute to one address', async () => {
    const b = server.browser();
    for (let i = 0; i < limits.captchaIp.max; i++) await b.api.captcha({});
    expect((await errorOf(b.api.captcha({}))).status).toBe(429);
    clock.advance(limits.captchaIp.windowMs + 1);
    await expect(b.api.captcha({})).resolves.toBeTruthy();
  });

  it('lets a captcha answer expire after 5 minutes', async () => {
    const b = server.browser();
    await b.api.captcha({});
    const answer = b.captchaAnswer();
    await server.db.prepare('SELECT 1').get();
    clock.advance(5 * 60_000 + 1);
    const e = await errorOf(
      b.api.feedback({ content: 'The lobby loads slowly at night.', type: 3, captcha: answer }),
    );
    // Feedback needs a session first; with one, the old captcha is refused.
    expect(e.status).toBe(401);
    const s = await b.api.login({ username: 'player00', password: DEMO_PASSWORD });
    b.setToken(s.token);
    const stale = await errorOf(
      b.api.feedback({ content: 'The lobby loads slowly at night.', type: 3, captcha: answer }),
    );
    expect(stale.errorCode).toBe('captcha.error');
  });
});
