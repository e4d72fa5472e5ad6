import * as z from 'zod/mini';
import { problem } from './problems';

/**
 * The shared login rule sets of spec 1 §5 (loginUsername, loginPassword, loginMobileNum,
 * verificationCode) and the captcha rule. The spec does not give their bounds; these are chosen
 * to accept every account the operator can create (usernames of 6-16 letters and digits, mobile
 * numbers as usernames, trial names, the 10-character temporary passwords) while catching typos
 * before a round trip. Messages are problem codes (see `problems.ts`).
 */
export const LOGIN_USERNAME_MIN = 4;
export const LOGIN_USERNAME_MAX = 32;
export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_MAX = 32;
/** What the mobile number field takes as typed, spaces and dashes included (spec 1 §9). */
export const MOBILE_INPUT_MAX = 20;
/** Digits of a national mobile number (E.164 allows at most 15 with the country code). */
export const MOBILE_DIGITS_MIN = 7;
export const MOBILE_DIGITS_MAX = 15;
/** SMS and e-mail codes: digits only, at most 10 (spec 1 §9). */
export const SMS_CODE_MIN = 4;
export const SMS_CODE_MAX = 10;
/** Captcha answers at login and registration: at most 6 digits (spec 1 §9). */
export const LOGIN_CAPTCHA_MAX = 6;

const usernameLength = problem('usernameLength', {
  min: LOGIN_USERNAME_MIN,
  max: LOGIN_USERNAME_MAX,
});
const passwordLength = problem('passwordLength', {
  min: LOGIN_PASSWORD_MIN,
  max: LOGIN_PASSWORD_MAX,
});
const codeLength = problem('codeLength', { min: SMS_CODE_MIN, max: SMS_CODE_MAX });
const mobileLength = problem('mobileLength', { min: MOBILE_DIGITS_MIN, max: MOBILE_DIGITS_MAX });

/** Letters, digits and `_ . @ + -`; no spaces (a mobile number or e-mail-like name passes). */
export const loginUsername = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, problem('usernameRequired')),
    z.minLength(LOGIN_USERNAME_MIN, usernameLength),
    z.maxLength(LOGIN_USERNAME_MAX, usernameLength),
    z.regex(/^[A-Za-z0-9_.@+-]*$/, problem('usernameChars')),
  );

/** Not trimmed: a password is taken exactly as typed, and may not hold spaces. */
export const loginPassword = z
  .string()
  .check(
    z.minLength(1, problem('passwordRequired')),
    z.minLength(LOGIN_PASSWORD_MIN, passwordLength),
    z.maxLength(LOGIN_PASSWORD_MAX, passwordLength),
    z.regex(/^\S*$/, problem('passwordSpaces')),
  );

/** The digits of a typed mobile number (spaces, dashes and a leading + dropped). */
export function mobileDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** A mobile number as typed: digits, spaces and dashes, an optional leading +; 7 to 15 digits. */
export const loginMobileNum = z.string().check(
  z.trim(),
  z.minLength(1, problem('mobileRequired')),
  z.maxLength(MOBILE_INPUT_MAX, problem('mobileTooLong', { max: MOBILE_INPUT_MAX })),
  z.regex(/^\+?[\d\s-]*$/, problem('mobileDigits')),
  z.refine((v) => {
    const n = mobileDigits(v).length;
    return n === 0 || (n >= MOBILE_DIGITS_MIN && n <= MOBILE_DIGITS_MAX);
  }, mobileLength),
);

/** An SMS code: 4 to 10 digits. */
export const verificationCodeRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, problem('codeRequired')),
    z.regex(/^\d*$/, problem('codeDigits')),
    z.minLength(SMS_CODE_MIN, codeLength),
    z.maxLength(SMS_CODE_MAX, codeLength),
  );

/** A captcha answer: required (the write-code text), digits only, at most `max` digits. */
export function captchaRule(max: number = LOGIN_CAPTCHA_MAX, required = 'captchaRequired') {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, problem(required)),
      z.regex(/^\d*$/, problem('captchaDigits')),
      z.maxLength(max, problem('captchaTooLong', { max })),
    );
}

const notAsked = z.optional(z.string());

/** Username login: username, password and, once the server asked for it, the captcha. */
export function usernameLoginSchema(captchaShown: boolean) {
  return z.object({
    username: loginUsername,
    password: loginPassword,
    captcha: captchaShown ? captchaRule() : notAsked,
  });
}
export type UsernameLoginForm = z.input<ReturnType<typeof usernameLoginSchema>>;

/** SMS login: dialling code, mobile number, SMS code and, once asked for, the captcha. */
export function smsLoginSchema(captchaShown: boolean) {
  return z.object({
    countryDialingCode: z.string().check(z.trim(), z.minLength(1, problem('dialingCodeRequired'))),
    mobileNum: loginMobileNum,
    code: verificationCodeRule,
    captcha: captchaShown ? captchaRule() : notAsked,
  });
}
export type SmsLoginForm = z.input<ReturnType<typeof smsLoginSchema>>;

/** The mobile number and dialling code checked before an SMS code is requested (spec 1 §4). */
export const smsRequestSchema = z.object({
  countryDialingCode: z.string().check(z.trim(), z.minLength(1, problem('dialingCodeRequired'))),
  mobileNum: loginMobileNum,
});

/**
 * Whether a refused login asks for the captcha from now on: its value carries a captcha flag
 * (spec 1 §3, §8), e.g. `{captcha: true}`.
 */
export function captchaRequested(errorValue: unknown): boolean {
  if (typeof errorValue !== 'object' || errorValue === null) return false;
  const flag = (errorValue as { captcha?: unknown }).captcha;
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/**
 * How long a `request.too.frequent` refusal asks to wait, as the player is told it: whole seconds
 * under a minute, else whole minutes rounded up; null when the refusal says no wait.
 */
export function retryWait(
  errorValue: unknown,
): { unit: 'seconds' | 'minutes'; count: number } | null {
  if (typeof errorValue !== 'object' || errorValue === null) return null;
  const seconds = (errorValue as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return seconds < 60
    ? { unit: 'seconds', count: Math.ceil(seconds) }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
