import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  fieldClearedAfterSetPasswordFailure,
  isEmailAddress,
  isSamePassword,
  mobileMinimum,
  passwordRetrievalClosed,
  retrievalModes,
  retrieveByEmailSchema,
  setPasswordByPhoneSchema,
} from './passwordForms';
import { readProblem } from './problems';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const problems = (r: Parsed) =>
  Object.fromEntries(
    (r.error?.issues ?? [])
      .map((i) => [i.path.join('.'), readProblem(i.message).code] as const)
      .reverse(),
  );

describe('e-mail rule', () => {
  it('accepts ordinary addresses with 1 to 3 final parts of 2 to 3 letters', () => {
    for (const ok of [
      'juan@example.com',
      'maria.santos@mail.co.ph',
      'a-b@x-y.org',
      'x_1@a.b.com.ph',
    ])
      expect(isEmailAddress(ok), ok).toBe(true);
  });

  it('refuses addresses without the spec shape', () => {
    for (const bad of [
      'juan',
      'juan@',
      '@example.com',
      'juan@localhost',
      'a@b.c',
      'a@b.comma',
      'a b@c.com',
      'a@b..com',
    ])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('answers at once for a long hostile input', () => {
    expect(isEmailAddress(`${'a.'.repeat(20_000)}@`)).toBe(false);
    expect(isEmailAddress(`a@${'b.'.repeat(20_000)}!`)).toBe(false);
  });

  it('trims both values before sending and names the e-mail problem', () => {
    expect(
      retrieveByEmailSchema.parse({ username: ' player00 ', email: ' player00@example.com ' }),
    ).toEqual({
      username: 'player00',
      email: 'player00@example.com',
    });
    expect(
      problems(retrieveByEmailSchema.safeParse({ username: 'player00', email: 'nope' })),
    ).toEqual({
      email: 'emailIncorrect',
    });
    expect(problems(retrieveByEmailSchema.safeParse({ username: '', email: '' }))).toMatchObject({
      username: 'usernameRequired',
      email: 'emailRequired',
    });
  });
});

describe('password retrieval modes', () => {
  it('starts on phone and offers e-mail too when CHNGPASSVERIF3 is on', () => {
    expect(retrievalModes({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: true })).toEqual({
      modes: ['phone', 'email'],
      initial: 'phone',
    });
  });

  it('is e-mail only otherwise, also when the operator never listed the flags', () => {
    expect(retrievalModes({ CHNGPASSMAIL3: true })).toEqual({ modes: ['email'], initial: 'email' });
    expect(retrievalModes({})).toEqual({ modes: ['email'], initial: 'email' });
    expect(retrievalModes({ CHNGPASSMAIL3: false })).toEqual({
      modes: ['email'],
      initial: 'email',
    });
  });

  it('always offers e-mail beside phone, even with mail turned off', () => {
    expect(retrievalModes({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: false }).modes).toEqual([
      'phone',
      'email',
    ]);
  });

  it('is closed only when both flags are explicitly off', () => {
    expect(retrievalModes({ CHNGPASSVERIF3: false, CHNGPASSMAIL3: false })).toEqual({
      modes: [],
      initial: null,
    });
    expect(passwordRetrievalClosed({ CHNGPASSVERIF3: false, CHNGPASSMAIL3: false })).toBe(true);
    expect(passwordRetrievalClosed({ CHNGPASSVERIF3: false })).toBe(false);
    expect(passwordRetrievalClosed({})).toBe(false);
  });
});

describe('set password by phone', () => {
  const good = {
    newPassword: 'NewPass99',
    countryDialingCode: '63',
    mobileNum: '9171234567',
    verificationCode: '123456',
  };

  it('checks the mobile against the minimum, and the shared password and code rules', () => {
    const schema = setPasswordByPhoneSchema(10);
    expect(schema.safeParse(good).success).toBe(true);
    const r = schema.safeParse({
      ...good,
      mobileNum: '91712345',
      newPassword: '',
      verificationCode: 'x',
    });
    expect(problems(r)).toEqual({
      mobileNum: 'mobileTooShort',
      newPassword: 'passwordRequired',
      verificationCode: 'codeDigits',
    });
    const issue = (r as Parsed).error!.issues.find((i) => i.path[0] === 'mobileNum')!;
    expect(readProblem(issue.message).params).toEqual({ min: '10' });
  });

  it("takes the minimum from the operator's mobile rule", () => {
    expect(mobileMinimum({ minLength: 10 })).toBe(10);
    expect(mobileMinimum(undefined)).toBe(7);
  });

  it('clears the password after a same-password refusal and the code after any other', () => {
    expect(fieldClearedAfterSetPasswordFailure('modify.new.old.same')).toBe('newPassword');
    expect(fieldClearedAfterSetPasswordFailure('verification.code.error')).toBe('verificationCode');
    expect(fieldClearedAfterSetPasswordFailure(undefined)).toBe('verificationCode');
  });
});

describe('change password', () => {
  const rule = {
    minLength: 6,
    maxLength: 20,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$',
  };

  it('asks the old password only when it is not held', () => {
    const values = { oldPassword: '', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' };
    expect(
      changePasswordSchema({ needOldPassword: false, passwordRule: rule }).safeParse(values)
        .success,
    ).toBe(true);
    expect(problems(changePasswordSchema({ needOldPassword: true }).safeParse(values))).toEqual({
      oldPassword: 'passwordRequired',
    });
  });

  it("checks the new password by the operator's rule and the confirmation", () => {
    const schema = changePasswordSchema({ needOldPassword: true, passwordRule: rule });
    expect(
      problems(
        schema.safeParse({ oldPassword: 'Demo1234', newPassword: 'abc', confirmNewPassword: '' }),
      ),
    ).toEqual({ newPassword: 'fieldTooShort', confirmNewPassword: 'confirmRequired' });
    expect(
      problems(
        schema.safeParse({
          oldPassword: 'Demo1234',
          newPassword: 'abcdefgh',
          confirmNewPassword: 'abcdefgh',
        }),
      ),
    ).toEqual({ newPassword: 'passwordPattern' });
    expect(
      problems(
        schema.safeParse({
          oldPassword: 'Demo1234',
          newPassword: 'Fresh123',
          confirmNewPassword: 'Fresh124',
        }),
      ),
    ).toEqual({ confirmNewPassword: 'confirmIncorrect' });
  });

  it('recognises the same password for the popup', () => {
    expect(isSamePassword('Demo1234', 'Demo1234')).toBe(true);
    expect(isSamePassword('Demo1234', 'Demo12345')).toBe(false);
    expect(isSamePassword(undefined, 'Demo1234')).toBe(false);
  });
});
