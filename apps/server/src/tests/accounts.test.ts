import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type Api } from '@playdeck/contract';
import { startServer, type Browser, type TestServer } from '../testing/harness';
import { DEMO_PASSWORD } from '../seed/accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

async function withCaptcha(b: Browser): Promise<string> {
  await b.api.captcha({});
  return b.captchaAnswer();
}

async function loggedIn(username: string, password = DEMO_PASSWORD): Promise<Browser> {
  const b = server.browser();
  // With a solved captcha: an earlier test's failure on the account (any spelling, SMS or
  // password) asks for one.
  const s = await b.api.login({ username, password, captcha: await withCaptcha(b) });
  b.setToken(s.token);
  return b;
}

const fresh = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;
let mobileSeq = 0;
const freshMobile = () =>
  `97${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq++ % 100).padStart(2, '0')}`;

/** A member registered by mobile (password Secret123), logged in. */
async function newMember(): Promise<{
  b: Browser;
  username: string;
  mobile: string;
  email: string;
}> {
  const b = server.browser();
  const mobile = freshMobile();
  const email = `m${mobile}@example.com`;
  await b.api.smsRegister({ countryDialingCode: '63', mobileNo: mobile });
  const s = await b.api.registerMobile({
    mobileNum: mobile,
    verificationCode: server.outbox(`63${mobile}`)[0]!.code!,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    email,
    captcha: await withCaptcha(b),
  });
  b.setToken(s.token);
  return { b, username: s.userName, mobile, email };
}

describe('login by password', () => {
  it('logs a seeded member in and answers the session fields', async () => {
    const b = server.browser();
    const s = await b.api.login({ username: 'player00', password: DEMO_PASSWORD });
    expect(s.token).toMatch(/^[0-9a-f]{64}$/);
    expect(s).toMatchObject({ userName: 'player00', type: 0, passwordExpired: false });
  });

  it('says firstTimeLogin only the first time', async () => {
    const b = server.browser();
    const first = await b.api.login({ username: 'player02', password: DEMO_PASSWORD });
    const second = await b.api.login({ username: 'player02', password: DEMO_PASSWORD });
    expect(first.firstTimeLogin).toBe(true);
    expect(second.firstTimeLogin).toBe(false);
  });

  it('refuses a wrong password and an unknown user alike, asking for a captcha', async () => {
    const { username } = await newMember();
    const b = server.browser();
    const wrong = await refusal(b.api.login({ username, password: 'nope1234' }));
    const unknown = await refusal(b.api.login({ username: 'nobody99', password: 'nope1234' }));
    for (const e of [wrong, unknown]) {
      expect(e.errorCode).toBe('login.password.error');
      expect(e.status).toBe(200);
      expect(e.value).toEqual({ captcha: true });
      expect(e.message).toBe('Incorrect username or password');
    }
  });

  it('after a failure, wants the captcha of this browser before it checks the password', async () => {
    const { username } = await newMember();
    const b = server.browser();
    await refusal(b.api.login({ username, password: 'wrong999' }));
    const missing = await refusal(b.api.login({ username, password: 'Secret123' }));
    expect(missing).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    await b.api.captcha({});
    const answer = b.captchaAnswer();
    const wrongAnswer = answer === '0000' ? '1111' : '0000';
    const wrong = await refusal(
      b.api.login({ username, password: 'Secret123', captcha: wrongAnswer }),
    );
    expect(wrong.errorCode).toBe('captcha.error');

    // A captcha works once: a new image, then the right answer logs in.
    const right = await withCaptcha(b);
    const s = await b.api.login({ username, password: 'Secret123', captcha: right });
    expect(s.userName).toBe(username);
    // Success clears the account's failures: the next login (another browser) needs no captcha.
    await expect(
      server.browser().api.login({ username, password: 'Secret123' }),
    ).resolves.toBeTruthy();
  });

  it('does not accept the captcha answer from another browser', async () => {
    const { username } = await newMember();
    const a = server.browser();
    const other = server.browser();
    await refusal(a.api.login({ username, password: 'wrong999' }));
    const answer = await withCaptcha(other);
    const e = await refusal(a.api.login({ username, password: 'Secret123', captcha: answer }));
    expect(e.errorCode).toBe('captcha.error');
  });

  it('serves the captcha as a Base64 PNG with an HttpOnly cookie', async () => {
    const res = await server.request('/wps/captcha');
    expect(res.headers.get('set-cookie')).toMatch(
      /^captchaId=[0-9a-f]{32}; Path=\/wps;.*HttpOnly; SameSite=Strict/,
    );
    const body = (await res.json()) as { value: string };
    const png = Buffer.from(body.value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(44);
  });

  it('tells a disabled account apart only after the right password', async () => {
    const b = server.browser();
    const e = await refusal(b.api.login({ username: 'locked00', password: DEMO_PASSWORD }));
    expect(e).toMatchObject({
      errorCode: 'user.not.exist.or.disabled',
      message: 'Sorry, the user does not exist or is disabled',
    });
  });

  it('keeps agents and members apart when the login says which it is for', async () => {
    const b = server.browser();
    await expect(
      b.api.login({ username: 'agent41', password: DEMO_PASSWORD, loginAs: 'agent' }),
    ).resolves.toMatchObject({ type: 41 });
    expect(
      (
        await refusal(
          b.api.login({ username: 'agent41', password: DEMO_PASSWORD, loginAs: 'member' }),
        )
      ).errorCode,
    ).toBe('login.not.member');
    expect(
      (
        await refusal(
          b.api.login({ username: 'partner40', password: DEMO_PASSWORD, loginAs: 'agent' }),
        )
      ).errorCode,
    ).toBe('login.not.agent');
    await expect(
      b.api.login({ username: 'partner40', password: DEMO_PASSWORD }),
    ).resolves.toMatchObject({
      type: 40,
    });
  });

  it('refuses a login whose body is not encrypted, and one with a forged key header', async () => {
    const plain = await server.request('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'player00', password: DEMO_PASSWORD }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ errorCode: 'request_body_required' });
    const forged = await server.request('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', encryption: 'abcd' },
      body: JSON.stringify({ value: 'AAAAAAAAAAA=' }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ errorCode: 'encryption.invalid' });
  });
});

describe('login by SMS code', () => {
  it('sends a code to a registered number and logs in with it, once', async () => {
    const b = server.browser();
    const sent = await b.api.smsNoLogin({ countryDialingCode: '63', mobileNum: '0918 123 4567' });
    expect(sent.expirationTime).toBeGreaterThan(Date.now());
    const code = server.outbox('639181234567')[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    const s = await b.api.login({
      username: '9181234567',
      password: code!,
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(s.userName).toBe('player01');
    const reused = await refusal(
      b.api.login({
        username: '9181234567',
        password: code!,
        type: 'sms',
        countryDialingCode: '63',
      }),
    );
    expect(reused.errorCode).toBe('login.password.error');
  });

  it('answers the same for a number without an account, and sends it nothing', async () => {
    const b = server.browser();
    const sent = await b.api.smsNoLogin({ countryDialingCode: '63', mobileNum: '9990000001' });
    expect(sent.expirationTime).toBeGreaterThan(Date.now());
    expect(server.outbox('639990000001')).toHaveLength(0);
  });

  it('is refused when the operator turns SMS login off', async () => {
    await server.settings({ whitelabel: { MOBILEVERCODELOGIN3: false } });
    try {
      const e = await refusal(
        server.browser().api.login({ username: '9171234567', password: '123456', type: 'sms' }),
      );
      expect(e).toMatchObject({ errorCode: 'function.not.available', status: 403 });
    } finally {
      await server.settings({ whitelabel: { MOBILEVERCODELOGIN3: true } });
    }
  });
});

describe('registration', () => {
  it('registers by username with a captcha and logs the new member in', async () => {
    const b = server.browser();
    const username = fresh('new');
    const captcha = await withCaptcha(b);
    const s = await b.api.register({
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: `${username}@example.com`,
      nickname: 'Newbie',
      captcha,
      registerMethod: 'H5',
      type: 0,
    });
    expect(s).toMatchObject({ userName: username, type: 0, firstTimeLogin: true });
    expect(s.customerId).toBeDefined();
    b.setToken(s.token);
    await expect(b.api.memberInfo({})).resolves.toMatchObject({
      account: username,
      nickname: 'Newbie',
    });
    const inbox = await b.api.inboxList({});
    expect(inbox.list[0]?.title).toBe('Welcome to Playdeck');
  });

  it('enforces the operator field rules on the server, naming the field', async () => {
    const b = server.browser();
    const cases: [Record<string, string>, string, string][] = [
      [{ username: 'ab' }, 'username', 'tooShort'],
      [{ username: 'Bad-Name' }, 'username', 'pattern'],
      [{ password: 'lettersonly', confirmPassword: 'lettersonly' }, 'password', 'pattern'],
      [{ email: 'not-an-email' }, 'email', 'pattern'],
      [{ birthday: '1850-01-01' }, 'birthday', 'date'],
    ];
    for (const [patch, field, problem] of cases) {
      const captcha = await withCaptcha(b);
      const e = await refusal(
        b.api.register({
          username: fresh('rule'),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          captcha,
          ...patch,
        }),
      );
      expect(e.errorCode).toBe('register.field.invalid');
      expect(e.value).toEqual({ field, problem });
    }
  });

  it('requires a field the operator makes required, and skips one it disables', async () => {
    const b = server.browser();
    await server.settings({
      register: { nickname: { enabled: true, required: true, minLength: 2, maxLength: 16 } },
    });
    try {
      const e = await refusal(
        b.api.register({
          username: fresh('req'),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          captcha: await withCaptcha(b),
        }),
      );
      expect(e.value).toEqual({ field: 'nickname', problem: 'required' });
    } finally {
      await server.settings({ register: { nickname: { enabled: false, required: false } } });
    }
    await expect(
      b.api.register({
        username: fresh('skip'),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        nickname: '!',
        captcha: await withCaptcha(b),
      }),
    ).resolves.toBeTruthy();
    await server.settings({
      register: {
        nickname: {
          enabled: true,
          required: false,
          minLength: 2,
          maxLength: 16,
          acceptedPattern: '*',
        },
      },
    });
  });

  it('refuses a taken username, a mismatched confirmation and a missing captcha', async () => {
    const b = server.browser();
    const taken = await refusal(
      b.api.register({
        username: 'player00',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: await withCaptcha(b),
      }),
    );
    expect(taken).toMatchObject({
      errorCode: 'register.username.exists',
      message: 'Sorry, the username already exists',
    });
    const mismatch = await refusal(
      b.api.register({
        username: fresh('mm'),
        password: 'Secret123',
        confirmPassword: 'Secret124',
        captcha: await withCaptcha(b),
      }),
    );
    expect(mismatch).toMatchObject({
      errorCode: 'password.confirm.mismatch',
      message: 'Confirmation password not matched',
    });
    const noCaptcha = await refusal(
      b.api.register({
        username: fresh('nc'),
        password: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    );
    expect(noCaptcha.errorCode).toBe('captcha.required');
  });

  it('checks usernames, e-mails and invitation codes', async () => {
    const b = server.browser();
    await expect(b.api.checkUsername({ username: fresh('free') })).resolves.toBe(true);
    expect((await refusal(b.api.checkUsername({ username: 'player00' }))).errorCode).toBe(
      'register.username.exists',
    );
    await expect(b.api.checkEmail({ email: `${fresh('x')}@example.com` })).resolves.toBe(true);
    expect((await refusal(b.api.checkEmail({ email: 'PLAYER00@example.com' }))).errorCode).toBe(
      'register.email.exists',
    );
    const invalid = await refusal(b.api.checkInvitationCode({ code: 'NOSUCHCODE' }));
    expect(invalid).toMatchObject({
      errorCode: 'affiliate.code.invalid',
      message: 'Invalid invitation code',
    });
    const bad = await refusal(
      b.api.register({
        username: fresh('aff'),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: 'NOSUCHCODE',
        captcha: await withCaptcha(b),
      }),
    );
    expect(bad).toMatchObject({
      errorCode: 'affiliate.code.invalid',
      value: { field: 'affiliateCode' },
    });
  });

  it("accepts an agent's live invitation code and a member's referral code, and keeps both", async () => {
    const affiliate = server.db
      .prepare('SELECT code FROM affiliate_urls WHERE deleted_at IS NULL LIMIT 1')
      .pluck()
      .get() as string;
    const referral = server.db
      .prepare('SELECT code FROM invite_codes LIMIT 1')
      .pluck()
      .get() as string;
    const b = server.browser();
    await expect(
      b.api.checkInvitationCode({ code: affiliate, domain: 'playdeck.test' }),
    ).resolves.toBe(true);
    const username = fresh('inv');
    const s = await b.api.register({
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: affiliate,
      referralCode: referral,
      captcha: await withCaptcha(b),
    });
    const row = server.db
      .prepare('SELECT affiliate_code, referral_code FROM users WHERE id = ?')
      .get(Number(s.customerId));
    expect(row).toEqual({ affiliate_code: affiliate, referral_code: referral });
  });

  it('registers by mobile number with an SMS code and the captcha; the number is the username', async () => {
    const b = server.browser();
    const mobile = freshMobile();
    await b.api.smsRegister({ countryDialingCode: '63', mobileNo: `0${mobile}` });
    const code = server.outbox(`63${mobile}`)[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    const withoutCaptcha = await refusal(
      b.api.registerMobile({
        mobileNum: mobile,
        verificationCode: code!,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        countryDialingCode: '63',
      }),
    );
    expect(withoutCaptcha.errorCode).toBe('captcha.required');
    const wrong = await refusal(
      b.api.registerMobile({
        mobileNum: mobile,
        verificationCode: code === '000000' ? '111111' : '000000',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        countryDialingCode: '63',
        captcha: await withCaptcha(b),
      }),
    );
    expect(wrong).toMatchObject({
      errorCode: 'verification.code.error',
      message: 'Verification code error',
    });
    const s = await b.api.registerMobile({
      mobileNum: mobile,
      verificationCode: code!,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '63',
      captcha: await withCaptcha(b),
    });
    expect(s.userName).toBe(mobile);
    b.setToken(s.token);
    expect((await b.api.memberInfo({})).mobile).toBe(
      `${mobile.slice(0, 3)}****${mobile.slice(-3)}`,
    );
  });

  it('does not reveal through the SMS answer that a number is registered, but tells its owner', async () => {
    const b = server.browser();
    const sent = await b.api.smsRegister({ countryDialingCode: '63', mobileNo: '9191234567' });
    expect(sent.expirationTime).toBeGreaterThan(Date.now());
    const [msg] = server.outbox('639191234567');
    expect(msg?.code).toBeNull();
    expect(msg?.body).toMatch(/already has an account/);
  });

  it('is refused per method when the operator turns it off', async () => {
    const b = server.browser();
    await server.settings({ whitelabel: { USERNAMEREG3: false, MOBILENUMREG3: false } });
    try {
      const byName = await refusal(
        b.api.register({
          username: fresh('off'),
          password: 'Secret123',
          confirmPassword: 'Secret123',
        }),
      );
      const byMobile = await refusal(
        b.api.registerMobile({
          mobileNum: freshMobile(),
          verificationCode: '123456',
          password: 'Secret123',
        }),
      );
      expect(byName.errorCode).toBe('function.not.available');
      expect(byMobile.errorCode).toBe('function.not.available');
    } finally {
      await server.settings({ whitelabel: { USERNAMEREG3: true, MOBILENUMREG3: true } });
    }
  });
});

describe('trial accounts', () => {
  it('creates a type 4 account with its own session through free play', async () => {
    const b = server.browser();
    const s = await b.api.freePlayLogin({ platform: 'M' });
    expect(s.type).toBe(4);
    expect(s.userName).toMatch(/^trial\d{8}$/);
    b.setToken(s.token);
    await expect(b.api.memberInfo({})).resolves.toMatchObject({ type: 4 });
    expect((await refusal(b.api.inboxUnreadCount({}))).errorCode).toBe('free_reject');
    expect((await refusal(b.api.chatLaunch({}))).errorCode).toBe('free_reject');
    expect(
      (
        await refusal(
          b.api.changePassword({
            oldPassword: 'x',
            newPassword: 'Secret123',
            confirmNewPassword: 'Secret123',
          }),
        )
      ).errorCode,
    ).toBe('free_reject');
  });

  it('accepts the legacy mobile client: no body and no Encryption header', async () => {
    const res = await server.request('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; value: { token: string } };
    expect(body.success).toBe(true);
    expect(body.value.token).toMatch(/\S{16,}/);
  });

  it('refuses an Encryption header that does not unwrap', async () => {
    const res = await server.request('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', encryption: 'zz' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'encryption.invalid' });
  });
});

describe('sessions', () => {
  it('logout makes the token stop working at once, and the client drops it', async () => {
    const b = await loggedIn('player00');
    await expect(b.api.memberInfo({})).resolves.toMatchObject({ account: 'player00' });
    const token = b.token;
    await b.api.logout({});
    b.setToken(token);
    const e = await refusal(b.api.memberInfo({}));
    expect(e).toMatchObject({ errorCode: 'login.not.session', status: 401 });
    expect(b.sessionLost).toBe(1);
    expect(b.token).toBeNull();
  });

  it('renews a session and reports when it now ends', async () => {
    const b = await loggedIn('player00');
    const r = await b.api.renewSession({});
    expect(r.token).toBe(b.token);
    expect(r.expirationTime).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('answers member info with the VIP label, registration date and masked contacts', async () => {
    const b = await loggedIn('player01');
    const info = await b.api.memberInfo({});
    expect(info).toMatchObject({
      account: 'player01',
      nickname: 'Maria',
      type: 1,
      clubLabel: { labelName: 'VIP 3' },
      mobile: '918****567',
      email: 'pl***@example.com',
    });
    expect(typeof info.regDate).toBe('number');
  });

  it('sets and reads the head icon, refusing icons that do not exist', async () => {
    const b = await loggedIn('player02');
    await expect(b.api.setHeadIcon({ icon: '7' })).resolves.toEqual({
      icon: '7',
      url: '/media/avatars/7.svg',
    });
    await expect(b.api.headIcon({})).resolves.toMatchObject({ icon: '7' });
    expect((await refusal(b.api.setHeadIcon({ icon: '13' }))).errorCode).toBe(
      'register.field.invalid',
    );
    const svg = await server.request('/media/avatars/7.svg');
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('passwords', () => {
  it('changes the password: refuses the same one, a wrong old one, and ends other sessions', async () => {
    const { b, username } = await newMember();
    const other = await loggedIn(username, 'Secret123');
    const same = await refusal(
      b.api.changePassword({
        oldPassword: 'Secret123',
        newPassword: 'Secret123',
        confirmNewPassword: 'Secret123',
      }),
    );
    expect(same.errorCode).toBe('modify.new.old.same');
    const wrongOld = await refusal(
      b.api.changePassword({
        oldPassword: 'Wrong123',
        newPassword: 'Better456',
        confirmNewPassword: 'Better456',
      }),
    );
    expect(wrongOld.errorCode).toBe('modify.old.password.error');
    const mismatch = await refusal(
      b.api.changePassword({
        oldPassword: 'Secret123',
        newPassword: 'Better456',
        confirmNewPassword: 'Better457',
      }),
    );
    expect(mismatch.errorCode).toBe('password.confirm.mismatch');

    await b.api.changePassword({
      oldPassword: 'Secret123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    await expect(b.api.memberInfo({})).resolves.toBeTruthy();
    expect((await refusal(other.api.memberInfo({}))).status).toBe(401);
    await expect(loggedIn(username, 'Better456')).resolves.toBeTruthy();
    expect(
      (await refusal(server.browser().api.login({ username, password: 'Secret123' }))).errorCode,
    ).toBe('login.password.error');
  });

  it('sets a password by phone: same one refused (code still valid), then logs in with the mobile number', async () => {
    const { mobile } = await newMember();
    const b = server.browser();
    await b.api.smsNoLogin({ countryDialingCode: '63', mobileNum: mobile });
    const code = server.outbox(`63${mobile}`)[0]!.code!;
    const same = await refusal(
      b.api.setPasswordByPhone({
        mobileNum: mobile,
        verificationCode: code,
        newPassword: 'Secret123',
      }),
    );
    expect(same.errorCode).toBe('modify.new.old.same');
    await b.api.setPasswordByPhone({
      mobileNum: mobile,
      verificationCode: code,
      newPassword: 'Phone789',
    });
    await expect(b.api.login({ username: mobile, password: 'Phone789' })).resolves.toBeTruthy();
    const again = await refusal(
      b.api.setPasswordByPhone({
        mobileNum: mobile,
        verificationCode: code,
        newPassword: 'Other789',
      }),
    );
    expect(again.errorCode).toBe('verification.code.error');
  });

  it('retrieves by e-mail: same answer for strangers; the mailed password works once and asks for a change', async () => {
    const { username, email } = await newMember();
    const b = server.browser();
    await expect(
      b.api.forgotPasswordByEmail({ username: 'nobody42', email: 'nobody42@example.com' }),
    ).resolves.toBe(true);
    await expect(
      b.api.forgotPasswordByEmail({ username, email: 'wrong@example.com' }),
    ).resolves.toBe(true);
    expect(server.outbox('wrong@example.com')).toHaveLength(0);
    await expect(
      b.api.forgotPasswordByEmail({ username, email: ` ${email.toUpperCase()} ` }),
    ).resolves.toBe(true);
    const mail = server.outbox(email)[0];
    const temporary = /temporary password is (\w+)/.exec(mail?.body ?? '')?.[1];
    expect(temporary).toBeTruthy();
    // The old password still works until the temporary one is used.
    await expect(loggedIn(username, 'Secret123')).resolves.toBeTruthy();
    const s = await b.api.login({ username, password: temporary! });
    expect(s.passwordExpired).toBe(true);
  });

  it('keeps e-mail retrieval open unless the operator turns both ways off', async () => {
    const { username, email } = await newMember();
    const b = server.browser();
    try {
      await server.settings({ whitelabel: { CHNGPASSMAIL3: false, CHNGPASSVERIF3: true } });
      await expect(b.api.forgotPasswordByEmail({ username, email })).resolves.toBe(true);
      await server.settings({ whitelabel: { CHNGPASSMAIL3: false, CHNGPASSVERIF3: false } });
      const closed = await refusal(b.api.forgotPasswordByEmail({ username, email }));
      expect(closed.errorCode).toBe('function.not.available');
    } finally {
      await server.settings({ whitelabel: { CHNGPASSMAIL3: true, CHNGPASSVERIF3: true } });
    }
  });
});

describe('the Merchant header', () => {
  it('is required exactly once and must name this operator', async () => {
    const none = await server.request('/wps/system/status', { headers: { 'x-no-merchant': '1' } });
    const other = await server.request('/wps/system/status', {
      headers: { merchant: 'elsewhere' },
    });
    const twice = await new Promise<number>((resolve, reject) => {
      // fetch merges repeated headers, so send two raw header lines.
      import('node:http').then(({ request }) => {
        const url = new URL(`${server.base}/wps/system/status`);
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            headers: [
              ['Merchant', 'playdeck'],
              ['Merchant', 'playdeck'],
            ] as unknown as Record<string, string>,
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      }, reject);
    });
    for (const res of [none, other]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: 'function.not.available' });
    }
    expect(twice).toBe(400);
  });

  it('does not apply to pages, artwork and the dev endpoints', async () => {
    const res = await fetch(`${server.base}/media/banners/welcome.svg`);
    expect(res.status).toBe(200);
    const dev = await fetch(`${server.base}/__dev/settings`);
    expect(dev.status).toBe(200);
  });
});

export type { Api };
