import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumanCheckResult } from '@playdeck/contract';
import { refusal, startServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The demo verifier as the committed demo configuration sets it up. */
const demo = JSON.parse(
  readFileSync(new URL('../../verifier.config.json', import.meta.url), 'utf8'),
) as {
  humanCheck: { captchaId: string; captchaKey: string };
  phoneVerifier: { apiKey: string };
};
const HUMAN_CHECK = demo.humanCheck;
const PHONE_VERIFIER = demo.phoneVerifier;

const post = (path: string, body: unknown) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Loads a challenge and answers it as a person would (the answer read from the database). */
async function solveHumanCheck(answer?: string): Promise<HumanCheckResult | null> {
  const loaded = (await (
    await fetch(`${server.base}/verifier/human/load?captcha_id=${HUMAN_CHECK.captchaId}`)
  ).json()) as { data: { lot_number: string; image: string } };
  expect(Buffer.from(loaded.data.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
  const right = server.db
    .prepare('SELECT answer FROM verifier_challenges WHERE lot_number = ?')
    .pluck()
    .get(loaded.data.lot_number) as string;
  const verified = (await (
    await post('/verifier/human/verify', {
      captcha_id: HUMAN_CHECK.captchaId,
      lot_number: loaded.data.lot_number,
      answer: answer ?? right,
    })
  ).json()) as { data: { result: string; seccode?: HumanCheckResult } };
  return verified.data.result === 'success' ? verified.data.seccode! : null;
}

describe('human check on SMS requests', () => {
  beforeAll(() => server.settings({ humanCheck: HUMAN_CHECK }));
  afterAll(() => server.settings({ humanCheck: null }));

  it('is announced to the site without its key', async () => {
    const v = await server.browser().api.signInProviders({});
    expect(v.humanCheck).toEqual({
      type: 'geetest',
      endpoint: '/verifier/human',
      captchaId: HUMAN_CHECK.captchaId,
    });
    expect(JSON.stringify(v)).not.toContain(HUMAN_CHECK.captchaKey);
  });

  it('sends no code without a solved check, and each solved check is good for one code', async () => {
    const b = server.browser();
    const ask = (geetestValidateV4?: HumanCheckResult) =>
      b.api.smsNoLogin({ countryDialingCode: '63', mobileNum: '9181234567', geetestValidateV4 });
    expect((await refusal(ask())).errorCode).toBe('human.check.required');
    expect(await solveHumanCheck('0000x')).toBeNull();
    const proof = (await solveHumanCheck())!;
    const before = server.outbox('639181234567').length;
    await expect(ask(proof)).resolves.toMatchObject({ expirationTime: expect.any(Number) });
    expect(server.outbox('639181234567').length).toBe(before + 1);
    expect((await refusal(ask(proof))).errorCode).toBe('human.check.failed');
    const forged = { ...(await solveHumanCheck())!, captcha_output: 'f'.repeat(64) };
    expect((await refusal(ask(forged))).errorCode).toBe('human.check.failed');
  });

  it('guards the registration SMS the same way', async () => {
    const b = server.browser();
    const refused = await refusal(
      b.api.smsRegister({ countryDialingCode: '63', mobileNo: '9551234999' }),
    );
    expect(refused.errorCode).toBe('human.check.required');
    await expect(
      b.api.smsRegister({
        countryDialingCode: '63',
        mobileNo: '9551234999',
        geetestValidateV4: (await solveHumanCheck())!,
      }),
    ).resolves.toBeTruthy();
  });
});

describe('the phone-verification provider login', () => {
  beforeAll(() => server.settings({ phoneVerifier: PHONE_VERIFIER }));
  afterAll(() => server.settings({ phoneVerifier: null }));

  const toolkit = (method: string, body: unknown, key = PHONE_VERIFIER.apiKey) =>
    post(`/verifier/phone/v1/accounts:${method}?key=${key}`, body);

  /** The provider's ID token for a number, the way the site gets it. */
  async function proveNumber(national: string): Promise<string> {
    const sent = await toolkit('sendVerificationCode', { phoneNumber: `+63${national}` });
    expect(sent.status).toBe(200);
    const { sessionInfo } = (await sent.json()) as { sessionInfo: string };
    const code = server.outbox(`63${national}`)[0]!.code!;
    const wrong = await toolkit('signInWithPhoneNumber', {
      sessionInfo,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(await wrong.json()).toEqual({ error: { code: 400, message: 'INVALID_CODE' } });
    const signed = await toolkit('signInWithPhoneNumber', { sessionInfo, code });
    const answer = (await signed.json()) as { idToken: string; phoneNumber: string };
    expect(answer.phoneNumber).toBe(`+63${national}`);
    return answer.idToken;
  }

  it('needs the deployment key', async () => {
    const res = await toolkit(
      'sendVerificationCode',
      { phoneNumber: '+639171234567' },
      'wrong-key',
    );
    expect(await res.json()).toEqual({ error: { code: 400, message: 'INVALID_API_KEY' } });
  });

  it("logs in the number's member with the provider's ID token", async () => {
    const idToken = await proveNumber('9171234567');
    const s = await server.browser().api.login({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      firebaseMobileNo: '9171234567',
      countryDialingCode: '63',
    });
    expect(s.userName).toBe('player00');
  });

  it('refuses a token for another number, a changed token, and a number without an account', async () => {
    const b = server.browser();
    const idToken = await proveNumber('9181234567');
    const login = (token: string, mobile: string) =>
      b.api.login({
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: token,
        firebaseMobileNo: mobile,
        countryDialingCode: '63',
      });
    expect((await refusal(login(idToken, '9171234567'))).errorCode).toBe('phone.token.invalid');
    const [head, body, sig] = idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const changed = Buffer.from(
      JSON.stringify({ ...claims, phone_number: '+639171234567' }),
    ).toString('base64url');
    expect((await refusal(login(`${head}.${changed}.${sig}`, '9171234567'))).errorCode).toBe(
      'phone.token.invalid',
    );
    const stranger = await proveNumber('9559876543');
    expect((await refusal(login(stranger, '9559876543'))).errorCode).toBe(
      'user.not.exist.or.disabled',
    );
  });

  it('is off while SMS login is off', async () => {
    const idToken = await proveNumber('9191234567');
    try {
      await server.settings({ whitelabel: { MOBILEVERCODELOGIN3: false } });
      const off = await refusal(
        server.browser().api.login({
          type: 'firebase',
          firebaseIdToken: idToken,
          firebaseMobileNo: '9191234567',
          countryDialingCode: '63',
        }),
      );
      expect(off.errorCode).toBe('function.not.available');
    } finally {
      await server.settings({ whitelabel: { MOBILEVERCODELOGIN3: true } });
    }
  });
});
