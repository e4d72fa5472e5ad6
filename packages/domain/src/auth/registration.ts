import * as z from 'zod/mini';
import { isFlagOn, type WhitelabelFlags } from '../shell/whitelabel';
import type { RegisterMethod } from '../shell/launchMode';
import {
  checkRegisterField,
  type RegisterField,
  type RegisterFieldProblem,
  type RegisterFieldRule,
} from '../register/fieldRules';
import { AuthFlag } from './loginOptions';
import { captchaRule, LOGIN_CAPTCHA_MAX, mobileDigits, SMS_CODE_MAX } from './loginRules';
import { problem } from './problems';

export type RegisterMode = 'username' | 'mobile';

/**
 * Registration methods (spec 1 §2, §4): tabs only when both USERNAMEREG3 and MOBILENUMREG3 are
 * on; the form starts on username, or on mobile when only mobile is on. No mode: registration is
 * closed.
 */
export function registrationModes(flags: WhitelabelFlags): {
  modes: RegisterMode[];
  initial: RegisterMode | null;
} {
  const modes: RegisterMode[] = [];
  if (isFlagOn(flags, AuthFlag.UsernameRegistration)) modes.push('username');
  if (isFlagOn(flags, AuthFlag.MobileRegistration)) modes.push('mobile');
  return { modes, initial: modes[0] ?? null };
}

export type RegisterRules = Readonly<Record<string, RegisterFieldRule | undefined>>;

/** One input of the registration form, in display order. */
export interface RegistrationFieldSpec {
  name: RegisterField | 'confirmPassword';
  /** Must be filled. Optional fields may sit behind a "more details" control. */
  required: boolean;
  rule: RegisterFieldRule;
}

/** Optional fields, in the order the form lists them. */
const OPTIONAL_ORDER: readonly RegisterField[] = [
  'email',
  'nickname',
  'payeeName',
  'birthday',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'paymentPassword',
  'affiliateCode',
];

const enabled = (rule: RegisterFieldRule | undefined): rule is RegisterFieldRule =>
  !!rule && rule.enabled !== false;

/**
 * The fields a registration shows (spec 1 §2, §5), by the operator's rules: username mode asks
 * username, password and confirmation, then the mobile number (with its SMS code when
 * REGMOBVERF3 is on) and the other enabled fields; mobile mode asks the mobile number and its SMS
 * code first and never a username. The mode's own identity fields are always required.
 */
export function registrationFields(
  rules: RegisterRules,
  mode: RegisterMode,
  flags: WhitelabelFlags,
): RegistrationFieldSpec[] {
  const spec = (name: RegistrationFieldSpec['name'], required?: boolean): RegistrationFieldSpec => {
    const rule = (name === 'confirmPassword' ? rules.password : rules[name]) ?? {};
    return { name, required: required ?? rule.required === true, rule };
  };
  const out: RegistrationFieldSpec[] = [];
  if (mode === 'username') {
    out.push(spec('username', true), spec('password', true), spec('confirmPassword', true));
    if (enabled(rules.mobileNum)) {
      out.push(spec('mobileNum'));
      if (isFlagOn(flags, AuthFlag.RegistrationMobileCode)) out.push(spec('verificationCode'));
    }
  } else {
    out.push(
      spec('mobileNum', true),
      spec('verificationCode', true),
      spec('password', true),
      spec('confirmPassword', true),
    );
  }
  for (const name of OPTIONAL_ORDER) if (enabled(rules[name])) out.push(spec(name));
  return out;
}

/** Birthday bounds for the date input: 1900-01-01 to the end of this year (spec 1 §5). */
export function birthdayBounds(today: Date = new Date()): { min: string; max: string } {
  return { min: '1900-01-01', max: `${today.getUTCFullYear()}-12-31` };
}

function fieldProblem(p: RegisterFieldProblem, rule: RegisterFieldRule): string {
  switch (p) {
    case 'required':
      return problem('fieldRequired');
    case 'tooShort':
      return problem('fieldTooShort', { min: rule.minLength ?? 0 });
    case 'tooLong':
      return problem('fieldTooLong', { max: rule.maxLength ?? 0 });
    case 'date':
      return problem('birthdayRange');
    case 'pattern':
      return problem('fieldPattern');
  }
}

/** Every value the form holds; fields not shown stay empty and are not checked. */
export type RegistrationValues = Partial<Record<RegisterField, string>> & {
  confirmPassword?: string;
  countryDialingCode?: string;
  captcha?: string;
  agree?: boolean;
};

/**
 * The registration form's schema (spec 1 §5): each shown field by its server rule (an empty
 * optional passes; mobile numbers are checked on their digits), confirm password required and
 * equal ("Confirmation password not matched"), SMS code at most 10 digits, captcha (both ways of
 * registering) at most 6 digits, and the agreement ticked.
 */
export function registrationSchema(options: {
  rules: RegisterRules;
  mode: RegisterMode;
  flags: WhitelabelFlags;
  /** The captcha is asked (always on the site; a form without the picture passes false). */
  captcha: boolean;
  today?: Date;
}) {
  const fields = registrationFields(options.rules, options.mode, options.flags);
  const captcha = captchaRule(LOGIN_CAPTCHA_MAX);
  return z
    .catchall(
      z.object({
        agree: z.optional(z.boolean()),
        captcha: z.optional(z.string()),
        countryDialingCode: z.optional(z.string()),
        confirmPassword: z.optional(z.string()),
      }),
      z.optional(z.string()),
    )
    .check(
      z.superRefine((raw, ctx) => {
        const values = raw as RegistrationValues;
        for (const f of fields) {
          const value = values[f.name] ?? '';
          const at = [f.name];
          if (f.name === 'confirmPassword') {
            if (!value)
              ctx.addIssue({ code: 'custom', path: at, message: problem('confirmRequired') });
            else if (value !== (values.password ?? ''))
              ctx.addIssue({ code: 'custom', path: at, message: problem('confirmMismatch') });
            continue;
          }
          if (f.name === 'verificationCode' && value.trim() !== '') {
            if (!/^\d+$/.test(value.trim())) {
              ctx.addIssue({ code: 'custom', path: at, message: problem('codeDigits') });
              continue;
            }
            if (value.trim().length > SMS_CODE_MAX) {
              ctx.addIssue({
                code: 'custom',
                path: at,
                message: problem('fieldTooLong', { max: SMS_CODE_MAX }),
              });
              continue;
            }
          }
          const checked = f.name === 'mobileNum' ? mobileDigits(value) : value;
          if (
            f.name === 'mobileNum' &&
            value.trim() !== '' &&
            !/^\+?[\d\s-]+$/.test(value.trim())
          ) {
            ctx.addIssue({ code: 'custom', path: at, message: problem('mobileDigits') });
            continue;
          }
          const found = checkRegisterField(
            { ...f.rule, enabled: true, required: f.required },
            checked,
            {
              field: f.name,
              today: options.today,
            },
          );
          if (found)
            ctx.addIssue({ code: 'custom', path: at, message: fieldProblem(found, f.rule) });
        }
        if (options.captcha) {
          const r = captcha.safeParse(values.captcha ?? '');
          if (!r.success)
            ctx.addIssue({
              code: 'custom',
              path: ['captcha'],
              message: r.error.issues[0]?.message ?? problem('captchaRequired'),
            });
        }
        if (values.agree !== true)
          ctx.addIssue({ code: 'custom', path: ['agree'], message: problem('agreeRequired') });
      }),
    );
}

/**
 * Registration codes carried by the link (spec 1 §3): the agent's affiliate code as
 * `?affiliateCode=` (the agent centre's links) or the short `?a=`; a friend's invite code as
 * `?referralCode=`; the promotion domain as `?domain=`. Values are trimmed; anything that is
 * not 1 to 64 letters, digits, `_` or `-` (or a host name for `domain`) is ignored.
 */
export function registrationLinkCodes(search: string): {
  affiliateCode: string | null;
  referralCode: string | null;
  domain: string | null;
} {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const code = (v: string | null) => {
    const t = v?.trim() ?? '';
    return /^[A-Za-z0-9_-]{1,64}$/.test(t) ? t : null;
  };
  const host = (v: string | null) => {
    const t = v?.trim().toLowerCase() ?? '';
    return /^[a-z0-9.-]{1,253}$/.test(t) && t.includes('.') ? t : null;
  };
  return {
    affiliateCode: code(q.get('affiliateCode')) ?? code(q.get('a')),
    referralCode: code(q.get('referralCode')),
    domain: host(q.get('domain')),
  };
}

/**
 * Whether the typed invitation code must be checked before registering (spec 1 §4): its field is
 * shown, it holds a code, and the link did not bring a valid agent.
 */
export function invitationCheckNeeded(input: {
  fieldShown: boolean;
  typedCode: string | null | undefined;
  linkAgentValid: boolean;
}): boolean {
  return input.fieldShown && !input.linkAgentValid && (input.typedCode ?? '').trim() !== '';
}

/** The registration payload (spec 1 §3): trimmed values of shown fields, empty ones left out. */
export function registrationPayload(
  values: RegistrationValues,
  context: {
    mode: RegisterMode;
    fields: readonly RegistrationFieldSpec[];
    registerMethod: RegisterMethod;
    registerUrl: string;
    affiliateCodeFromLink?: string | null;
    referralCode?: string | null;
    domain?: string | null;
  },
): Record<string, string | number> {
  const out: Record<string, string | number> = { type: 0 };
  for (const f of context.fields) {
    const raw = values[f.name] ?? '';
    const isSecret =
      f.name === 'password' || f.name === 'confirmPassword' || f.name === 'paymentPassword';
    const value = isSecret ? raw : raw.trim();
    if (value !== '') out[f.name] = value;
  }
  const dialing = values.countryDialingCode?.trim();
  if (dialing) out.countryDialingCode = dialing.replace(/^\+/, '');
  const captcha = values.captcha?.trim();
  if (captcha) out.captcha = captcha;
  if (!out.affiliateCode && context.affiliateCodeFromLink)
    out.affiliateCode = context.affiliateCodeFromLink;
  if (context.referralCode) out.referralCode = context.referralCode;
  if (context.domain) out.domain = context.domain;
  out.registerMethod = context.registerMethod;
  out.registerUrl = context.registerUrl;
  return out;
}

/** The fields whose availability registration checks when the player leaves them (spec 1 §7). */
export type AvailabilityField = 'username' | 'email';

/**
 * What a username or e-mail check told: `free`, `taken` (the refusal the registration itself
 * would give), or `unknown` (the rules refused it, too many checks, no answer): the form says
 * nothing then, and registration stays the final word.
 */
export type Availability = 'free' | 'taken' | 'unknown';

const TAKEN: Readonly<Record<AvailabilityField, string>> = {
  username: 'register.username.exists',
  email: 'register.email.exists',
};

/** Reads a check's outcome: `null` for an answer of success, else the refusal's error code. */
export function availabilityOf(field: AvailabilityField, errorCode: string | null): Availability {
  if (errorCode === null) return 'free';
  return errorCode === TAKEN[field] ? 'taken' : 'unknown';
}

/**
 * Whether leaving a field should ask the server: it holds a value that passes the form's own rule,
 * and that value was not asked about already.
 */
export function availabilityCheckNeeded(input: {
  value: string;
  passesRules: boolean;
  alreadyAsked: boolean;
}): boolean {
  return input.value.trim() !== '' && input.passesRules && !input.alreadyAsked;
}
