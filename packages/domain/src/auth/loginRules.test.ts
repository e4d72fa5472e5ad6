import { describe, expect, it } from 'vitest';
import {
  captchaRequested,
  captchaRule,
  loginMobileNum,
  loginPassword,
  loginUsername,
  smsLoginSchema,
  usernameLoginSchema,
  retryWait,
  verificationCodeRule,
} from './loginRules';
import { problem, readProblem } from './problems';

const firstProblem = (schema: { safeParse: (v: unknown) => unknown }, value: unknown) => {
  const r = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return r.success ? null : readProblem(r.error?.issues[0]?.message).code;
};

describe('problem messages', () => {
  it('round-trip a code with the numbers its wording needs', () => {
    expect(readProblem(problem('usernameLength', { min: 4, max: 32 }))).toEqual({
      code: 'usernameLength',
      params: { min: '4', max: '32' },
    });
    expect(readProblem('captchaRequired')).toEqual({ code: 'captchaRequired', params: {} });
  });
});

describe('loginUsername', () => {
  it('asks for a username first, then checks length and characters', () => {
    expect(firstProblem(loginUsername, '')).toBe('usernameRequired');
    expect(firstProblem(loginUsername, '   ')).toBe('usernameRequired');
    expect(firstProblem(loginUsername, 'abc')).toBe('usernameLength');
    expect(firstProblem(loginUsername, 'a'.repeat(33))).toBe('usernameLength');
    expect(firstProblem(loginUsername, 'juan dela')).toBe('usernameChars');
  });

  it('accepts demo names, mobile numbers and trial names, trimmed', () => {
    for (const name of ['player00', '9171234567', 'trial00001234', 'maria.s_01']) {
      expect(firstProblem(loginUsername, name)).toBeNull();
    }
    expect(loginUsername.parse('  player00 ')).toBe('player00');
  });
});

describe('loginPassword', () => {
  it('asks for it, checks 6 to 32 characters and refuses spaces, without trimming', () => {
    expect(firstProblem(loginPassword, '')).toBe('passwordRequired');
    expect(firstProblem(loginPassword, 'abc12')).toBe('passwordLength');
    expect(firstProblem(loginPassword, 'x'.repeat(33))).toBe('passwordLength');
    expect(firstProblem(loginPassword, 'Demo 1234')).toBe('passwordSpaces');
    expect(firstProblem(loginPassword, ' Demo1234')).toBe('passwordSpaces');
    expect(loginPassword.parse('Demo1234')).toBe('Demo1234');
  });
});

describe('loginMobileNum', () => {
  it('takes digits with spaces or dashes, 7 to 15 digits, at most 20 characters', () => {
    expect(firstProblem(loginMobileNum, '')).toBe('mobileRequired');
    expect(firstProblem(loginMobileNum, '917 123 4567')).toBeNull();
    expect(firstProblem(loginMobileNum, '0917-123-4567')).toBeNull();
    expect(firstProblem(loginMobileNum, '12345')).toBe('mobileLength');
    expect(firstProblem(loginMobileNum, '9171234567abc')).toBe('mobileDigits');
    expect(firstProblem(loginMobileNum, '1 2 3 4 5 6 7 8 9 0 1')).toBe('mobileTooLong');
  });
});

describe('verificationCode', () => {
  it('is 4 to 10 digits', () => {
    expect(firstProblem(verificationCodeRule, '')).toBe('codeRequired');
    expect(firstProblem(verificationCodeRule, '12a4')).toBe('codeDigits');
    expect(firstProblem(verificationCodeRule, '123')).toBe('codeLength');
    expect(firstProblem(verificationCodeRule, '12345678901')).toBe('codeLength');
    expect(firstProblem(verificationCodeRule, '123456')).toBeNull();
  });
});

describe('captcha', () => {
  it('is required, numeric and at most 6 digits at login', () => {
    const rule = captchaRule();
    expect(firstProblem(rule, '')).toBe('captchaRequired');
    expect(firstProblem(rule, '12a')).toBe('captchaDigits');
    expect(firstProblem(rule, '1234567')).toBe('captchaTooLong');
    expect(firstProblem(rule, '4821')).toBeNull();
  });

  it('is only checked once the server asked for it', () => {
    const values = { username: 'player00', password: 'Demo1234', captcha: '' };
    expect(usernameLoginSchema(false).safeParse(values).success).toBe(true);
    expect(usernameLoginSchema(true).safeParse(values).success).toBe(false);
    const sms = { countryDialingCode: '63', mobileNum: '9171234567', code: '123456', captcha: '' };
    expect(smsLoginSchema(false).safeParse(sms).success).toBe(true);
    expect(smsLoginSchema(true).safeParse({ ...sms, captcha: '12' }).success).toBe(true);
  });

  it('reads the captcha flag of a refused login in its usual spellings', () => {
    expect(captchaRequested({ captcha: true })).toBe(true);
    expect(captchaRequested({ captcha: '1' })).toBe(true);
    expect(captchaRequested({ captcha: false })).toBe(false);
    expect(captchaRequested(null)).toBe(false);
    expect(captchaRequested('captcha')).toBe(false);
  });
});

describe('retryWait', () => {
  it('says the wait in seconds under a minute, else in minutes rounded up', () => {
    expect(retryWait({ retryAfterSeconds: 1 })).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait({ retryAfterSeconds: 59.2 })).toEqual({ unit: 'seconds', count: 60 });
    expect(retryWait({ retryAfterSeconds: 60 })).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait({ retryAfterSeconds: 1800 })).toEqual({ unit: 'minutes', count: 30 });
    expect(retryWait({ retryAfterSeconds: 61 })).toEqual({ unit: 'minutes', count: 2 });
  });
  it('says nothing when the refusal gives no usable wait', () => {
    for (const v of [null, undefined, {}, { retryAfterSeconds: 0 }, { retryAfterSeconds: '5' }, 5])
      expect(retryWait(v)).toBeNull();
  });
});
