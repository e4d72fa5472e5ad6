import * as z from 'zod/mini';
import { isFlagOn, type WhitelabelFlags } from '../shell/whitelabel';
import { checkRegisterField, type RegisterFieldRule } from '../register/fieldRules';
import { AuthFlag } from './loginOptions';
import {
  loginMobileNum,
  loginPassword,
  loginUsername,
  mobileDigits,
  MOBILE_DIGITS_MIN,
  verificationCodeRule,
} from './loginRules';
import { problem } from './problems';

/**
 * The e-mail rule of spec 1 §5: word characters with optional dotted (or dashed) parts, an @, a
 * domain, then 1 to 3 parts of 2 to 3 letters. Written without nested optional repeats, so a long
 * hostile input is refused in linear time.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*?(?:\.[A-Za-z]{2,3}){1,3}$/;
export const EMAIL_MAX = 100;

/** Whether a (trimmed) text is an e-mail address by the spec's rule. */
export function isEmailAddress(value: string): boolean {
  const text = value.trim();
  return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
}

/** Password retrieval by e-mail: username by loginUsername, e-mail required and well-formed; both trimmed. */
export const retrieveByEmailSchema = z.object({
  username: loginUsername,
  email: z.string().check(
    z.trim(),
    z.minLength(1, problem('emailRequired')),
    z.refine((v) => v === '' || isEmailAddress(v), problem('emailIncorrect')),
  ),
});
export type RetrieveByEmailForm = z.input<typeof retrieveByEmailSchema>;

export type RetrievalMode = 'phone' | 'email';

/**
 * The ways to get a password back (spec 1 §2, §4): e-mail always, and phone as well when
 * CHNGPASSVERIF3 is on (the form then starts on phone). Retrieval is closed (no modes, no
 * forgot-password link) only when the operator has turned both CHNGPASSMAIL3 and CHNGPASSVERIF3
 * off explicitly; a flag the operator never listed does not close it.
 */
export function retrievalModes(flags: WhitelabelFlags): {
  modes: RetrievalMode[];
  initial: RetrievalMode | null;
} {
  if (passwordRetrievalClosed(flags)) return { modes: [], initial: null };
  return isFlagOn(flags, AuthFlag.PasswordByPhone)
    ? { modes: ['phone', 'email'], initial: 'phone' }
    : { modes: ['email'], initial: 'email' };
}

/** Both retrieval flags explicitly off: the forgot-password screen says it is closed. */
export function passwordRetrievalClosed(flags: WhitelabelFlags): boolean {
  return flags[AuthFlag.PasswordByMail] === false && flags[AuthFlag.PasswordByPhone] === false;
}

/** The minimum mobile length the set-password form checks: the operator's rule, else 7 digits. */
export function mobileMinimum(rule: RegisterFieldRule | undefined): number {
  const min = rule?.minLength;
  return typeof min === 'number' && min > 0 ? min : MOBILE_DIGITS_MIN;
}

/**
 * Set password by phone (spec 1 §5): new password by loginPassword, mobile number required and at
 * least `mobileMin` digits (`in_mobileNum_error` with the minimum), SMS code by verificationCode.
 */
export function setPasswordByPhoneSchema(mobileMin: number = MOBILE_DIGITS_MIN) {
  return z.object({
    newPassword: loginPassword,
    countryDialingCode: z.string().check(z.trim(), z.minLength(1, problem('dialingCodeRequired'))),
    mobileNum: loginMobileNum.check(
      z.refine(
        (v) => mobileDigits(v).length >= mobileMin,
        problem('mobileTooShort', { min: mobileMin }),
      ),
    ),
    verificationCode: verificationCodeRule,
  });
}
export type SetPasswordByPhoneForm = z.input<ReturnType<typeof setPasswordByPhoneSchema>>;

/**
 * What a failed set-password answer clears (spec 1 §4, §8): `modify.new.old.same` the password,
 * anything else the verification code.
 */
export function fieldClearedAfterSetPasswordFailure(
  errorCode: string | null | undefined,
): 'newPassword' | 'verificationCode' {
  return errorCode === 'modify.new.old.same' ? 'newPassword' : 'verificationCode';
}

const registerProblemMessage = (
  p: NonNullable<ReturnType<typeof checkRegisterField>>,
  rule: RegisterFieldRule,
) => {
  switch (p) {
    case 'required':
      return problem('passwordRequired');
    case 'tooShort':
      return problem('fieldTooShort', { min: rule.minLength ?? 0 });
    case 'tooLong':
      return problem('fieldTooLong', { max: rule.maxLength ?? 0 });
    default:
      return problem('passwordPattern');
  }
};

/**
 * Change password (spec 1 §5): old password by loginPassword (only when not held in memory); new
 * password by the operator's password rule (required here; the rule's other checks as given),
 * else by loginPassword; confirm required ("enter password") and equal to the new one
 * ("confirmation incorrect"). New equal to old is not a field error: see {@link isSamePassword}.
 */
export function changePasswordSchema(options: {
  needOldPassword: boolean;
  passwordRule?: RegisterFieldRule | null;
}) {
  const rule = options.passwordRule;
  const newPassword = rule
    ? z.string().check(
        z.superRefine((value, ctx) => {
          const p = checkRegisterField({ ...rule, enabled: true, required: true }, value, {
            field: 'password',
          });
          if (p) ctx.addIssue({ code: 'custom', message: registerProblemMessage(p, rule) });
          else if (/\s/.test(value))
            ctx.addIssue({ code: 'custom', message: problem('passwordSpaces') });
        }),
      )
    : loginPassword;
  return z
    .object({
      oldPassword: options.needOldPassword ? loginPassword : z.optional(z.string()),
      newPassword,
      confirmNewPassword: z.string().check(z.minLength(1, problem('confirmRequired'))),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.confirmNewPassword && v.confirmNewPassword !== v.newPassword)
          ctx.addIssue({
            code: 'custom',
            path: ['confirmNewPassword'],
            message: problem('confirmIncorrect'),
          });
      }),
    );
}
export type ChangePasswordForm = z.input<ReturnType<typeof changePasswordSchema>>;

/** New password equal to the old one: the change is refused with the "same password" popup. */
export function isSamePassword(
  oldPassword: string | null | undefined,
  newPassword: string,
): boolean {
  return !!oldPassword && oldPassword === newPassword;
}
