import { describe, expect, it } from 'vitest';
import {
  birthdayBounds,
  invitationCheckNeeded,
  registrationFields,
  registrationLinkCodes,
  registrationModes,
  registrationPayload,
  registrationSchema,
  type RegisterRules,
  availabilityCheckNeeded,
  availabilityOf,
} from './registration';
import { readProblem } from './problems';

const rules: RegisterRules = {
  username: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 16,
    acceptedPattern: '^[a-z][a-z0-9]*$',
  },
  password: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$',
  },
  email: { enabled: true, required: false, minLength: 6, maxLength: 60 },
  mobileNum: {
    enabled: true,
    required: false,
    minLength: 10,
    maxLength: 11,
    acceptedPattern: '^0?9\\d{9}$',
  },
  nickname: { enabled: true, required: false, minLength: 2, maxLength: 16, acceptedPattern: '*' },
  birthday: { enabled: true, required: false, type: 'date' },
  affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 16 },
  verificationCode: {
    enabled: true,
    required: false,
    minLength: 4,
    maxLength: 10,
    acceptedPattern: '^\\d+$',
  },
  idNumber: { enabled: false },
};

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const problems = (r: Parsed) =>
  Object.fromEntries(
    (r.error?.issues ?? [])
      .map((i) => [i.path.join('.'), readProblem(i.message).code] as const)
      .reverse(),
  );

describe('registration modes', () => {
  it('shows tabs only when both methods are on, starting on username', () => {
    expect(registrationModes({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual({
      modes: ['username', 'mobile'],
      initial: 'username',
    });
  });

  it('starts on mobile when only mobile is on; none when both are off', () => {
    expect(registrationModes({ MOBILENUMREG3: true })).toEqual({
      modes: ['mobile'],
      initial: 'mobile',
    });
    expect(registrationModes({})).toEqual({ modes: [], initial: null });
  });
});

describe('registration fields', () => {
  it('lists the identity fields first, then every enabled field, never a disabled one', () => {
    const names = registrationFields(rules, 'username', {}).map((f) => f.name);
    expect(names).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
      'nickname',
      'birthday',
      'affiliateCode',
    ]);
  });

  it('adds the SMS code to username registration only with REGMOBVERF3', () => {
    const names = registrationFields(rules, 'username', { REGMOBVERF3: true }).map((f) => f.name);
    expect(names.slice(3, 5)).toEqual(['mobileNum', 'verificationCode']);
  });

  it('asks mobile and code first by mobile, without a username, and requires them', () => {
    const fields = registrationFields(rules, 'mobile', {});
    expect(fields.slice(0, 4).map((f) => [f.name, f.required])).toEqual([
      ['mobileNum', true],
      ['verificationCode', true],
      ['password', true],
      ['confirmPassword', true],
    ]);
    expect(fields.map((f) => f.name)).not.toContain('username');
  });
});

describe('registration schema', () => {
  const today = new Date(Date.UTC(2025, 5, 1));
  const schema = registrationSchema({ rules, mode: 'username', flags: {}, captcha: true, today });
  const good = {
    username: 'juan2025',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    captcha: '4821',
    agree: true,
  };

  it('passes a filled form with the optional fields left empty', () => {
    expect(schema.safeParse({ ...good, email: '', nickname: '' }).success).toBe(true);
  });

  it("checks each field by the server's rule", () => {
    expect(
      problems(
        schema.safeParse({
          ...good,
          username: 'Juan',
          email: 'abc',
          mobileNum: '12345678901',
          birthday: '1899-12-31',
        }),
      ),
    ).toEqual({
      username: 'fieldTooShort',
      email: 'fieldTooShort',
      mobileNum: 'fieldPattern',
      birthday: 'birthdayRange',
    });
    expect(problems(schema.safeParse({ ...good, birthday: '2026-01-01' }))).toEqual({
      birthday: 'birthdayRange',
    });
    expect(problems(schema.safeParse({ ...good, mobileNum: '0917 123 4567' }))).toEqual({});
  });

  it('requires the confirmation and that it matches', () => {
    expect(problems(schema.safeParse({ ...good, confirmPassword: '' }))).toEqual({
      confirmPassword: 'confirmRequired',
    });
    expect(problems(schema.safeParse({ ...good, confirmPassword: 'Secret124' }))).toEqual({
      confirmPassword: 'confirmMismatch',
    });
  });

  it('requires the agreement, and the captcha as at most 6 digits', () => {
    expect(problems(schema.safeParse({ ...good, agree: false, captcha: '' }))).toEqual({
      agree: 'agreeRequired',
      captcha: 'captchaRequired',
    });
    expect(problems(schema.safeParse({ ...good, captcha: '1234567' }))).toEqual({
      captcha: 'captchaTooLong',
    });
  });

  it('requires mobile and SMS code by mobile, the code as at most 10 digits', () => {
    const mobile = registrationSchema({ rules, mode: 'mobile', flags: {}, captcha: false, today });
    const base = { password: 'Secret123', confirmPassword: 'Secret123', agree: true };
    expect(problems(mobile.safeParse(base))).toEqual({
      mobileNum: 'fieldRequired',
      verificationCode: 'fieldRequired',
    });
    expect(
      problems(
        mobile.safeParse({ ...base, mobileNum: '9171234567', verificationCode: '12345678901' }),
      ),
    ).toEqual({
      verificationCode: 'fieldTooLong',
    });
    expect(
      mobile.safeParse({ ...base, mobileNum: '9171234567', verificationCode: '123456' }).success,
    ).toBe(true);
  });

  it('gives birthday bounds from 1900 to the end of this year', () => {
    expect(birthdayBounds(today)).toEqual({ min: '1900-01-01', max: '2025-12-31' });
  });
});

describe('registration link and payload', () => {
  it('reads the affiliate code, invite code and domain from the link', () => {
    expect(registrationLinkCodes('?affiliateCode=AG7X2K&domain=Promo.Example.com')).toEqual({
      affiliateCode: 'AG7X2K',
      referralCode: null,
      domain: 'promo.example.com',
    });
    expect(registrationLinkCodes('a=ab12&referralCode=FRIEND1').affiliateCode).toBe('ab12');
    expect(registrationLinkCodes('?affiliateCode=<script>&domain=localhost')).toEqual({
      affiliateCode: null,
      referralCode: null,
      domain: null,
    });
  });

  it('checks a typed invitation code only when the link brought no valid agent', () => {
    expect(
      invitationCheckNeeded({ fieldShown: true, typedCode: 'AB12', linkAgentValid: false }),
    ).toBe(true);
    expect(
      invitationCheckNeeded({ fieldShown: true, typedCode: 'AB12', linkAgentValid: true }),
    ).toBe(false);
    expect(invitationCheckNeeded({ fieldShown: true, typedCode: ' ', linkAgentValid: false })).toBe(
      false,
    );
    expect(
      invitationCheckNeeded({ fieldShown: false, typedCode: 'AB12', linkAgentValid: false }),
    ).toBe(false);
  });

  it('sends trimmed shown fields, the link codes, the launch mode and type 0', () => {
    const fields = registrationFields(rules, 'username', {});
    const payload = registrationPayload(
      {
        username: ' juan2025 ',
        password: ' Secret123',
        confirmPassword: ' Secret123',
        email: '',
        nickname: ' Juan ',
        captcha: ' 4821 ',
        countryDialingCode: '+63',
        idNumber: 'hidden',
      },
      {
        mode: 'username',
        fields,
        registerMethod: 'PWA',
        registerUrl: 'playdeck.example',
        affiliateCodeFromLink: 'AG7X2K',
        domain: 'promo.example.com',
      },
    );
    expect(payload).toEqual({
      type: 0,
      username: 'juan2025',
      password: ' Secret123',
      confirmPassword: ' Secret123',
      nickname: 'Juan',
      captcha: '4821',
      countryDialingCode: '63',
      affiliateCode: 'AG7X2K',
      domain: 'promo.example.com',
      registerMethod: 'PWA',
      registerUrl: 'playdeck.example',
    });
  });
});

describe('availability checks', () => {
  it('reads free, taken and anything else from the check', () => {
    expect(availabilityOf('username', null)).toBe('free');
    expect(availabilityOf('username', 'register.username.exists')).toBe('taken');
    expect(availabilityOf('email', 'register.email.exists')).toBe('taken');
    // The other field's refusal, a rule refusal or a limit is not an answer about this value.
    expect(availabilityOf('email', 'register.username.exists')).toBe('unknown');
    expect(availabilityOf('username', 'register.field.invalid')).toBe('unknown');
    expect(availabilityOf('username', 'request.too.frequent')).toBe('unknown');
  });

  it('asks only about a value that passes the rules and was not asked about', () => {
    const ask = (value: string, passesRules = true, alreadyAsked = false) =>
      availabilityCheckNeeded({ value, passesRules, alreadyAsked });
    expect(ask('maria01')).toBe(true);
    expect(ask('   ')).toBe(false);
    expect(ask('Ab', false)).toBe(false);
    expect(ask('maria01', true, true)).toBe(false);
  });
});
