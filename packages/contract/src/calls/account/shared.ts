// The account calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.
import * as z from 'zod/mini';
import {
  anyId,
  captchaAnswer,
  dialingCode,
  epochMs,
  looseBool,
  mobileNumber,
  optionalText,
  verificationCode,
} from '../shared';

/** Social login providers the login call takes as its `type` (spec 1 §2, FACEBOOKLOGIN3 / GOOGLELOGIN3). */
export const SOCIAL_LOGIN_TYPES = ['google', 'facebook'] as const;
export type SocialLoginType = (typeof SOCIAL_LOGIN_TYPES)[number];

/**
 * The phone-verification provider's login type (spec 1 §3): the provider sent and checked the SMS
 * code, and the site brings its ID token. The platform names the fields after Firebase.
 */
export const PHONE_PROVIDER_LOGIN_TYPE = 'firebase' as const;

/**
 * A session as login, registration and free play answer it. The platform names the account type
 * `type` after login and `customerType` after free play; both are read into `type`.
 * Types: 0, 1, 2 members; 4 trial; any type other than 0, 4, 40 is an agent.
 */
const sessionShape = {
  token: z.string().check(z.minLength(1)),
  id: z.optional(anyId),
  userName: z.string(),
  type: z.optional(z.int()),
  customerType: z.optional(z.int()),
  firstTimeLogin: z.optional(looseBool),
  passwordExpired: z.optional(looseBool),
};

function normaliseSession<
  T extends {
    type?: number;
    customerType?: number;
    firstTimeLogin?: boolean;
    passwordExpired?: boolean;
  },
>(v: T) {
  return {
    ...v,
    type: v.type ?? v.customerType ?? 0,
    firstTimeLogin: v.firstTimeLogin ?? false,
    passwordExpired: v.passwordExpired ?? false,
  };
}

export const sessionValue = z.pipe(z.looseObject(sessionShape), z.transform(normaliseSession));

export type SessionValue = z.output<typeof sessionValue>;

/** Every field the registration form may send (spec 1 §3); which ones count is server-configured. */
export const registrationFields = {
  username: optionalText(64),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  confirmPassword: z.nullish(z.string().check(z.maxLength(64))),
  countryDialingCode: z.nullish(dialingCode),
  mobileNum: z.union([z.nullish(mobileNumber), z.literal('')]),
  email: optionalText(100),
  nickname: optionalText(64),
  payeeName: optionalText(100),
  idNumber: optionalText(64),
  qqNum: optionalText(64),
  facebook: optionalText(100),
  wechat: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(64),
  zalo: optionalText(64),
  recommenderId: optionalText(64),
  birthday: optionalText(10),
  paymentPassword: optionalText(64),
  affiliateCode: optionalText(64),
  referralCode: optionalText(64),
  domain: optionalText(255),
  registerUrl: optionalText(255),
  registerMethod: z.nullish(z.enum(['APP', 'H5', 'WEBCLIP', 'PWA', 'WEB'])),
  verificationCode: z.union([z.nullish(verificationCode), z.literal('')]),
  captcha: z.nullish(captchaAnswer(6)),
  loginDeviceId: optionalText(64),
  login: z.nullish(z.boolean()),
  /** Always 0 (a member) from the site. */
  type: z.nullish(z.literal(0)),
};

/** Login info plus the new account's id; the new account is logged in at once. */
export const registeredValue = z.pipe(
  z.looseObject({ ...sessionShape, customerId: z.optional(anyId) }),
  z.transform(normaliseSession),
);

const proofText = z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[\w.:=+/-]+$/));

/**
 * The result of a solved human check (spec 1 §3: the SMS request's "human-verification result
 * fields"), in the names of the platform's GeeTest v4 (`geetestValidateV4`): the challenge's
 * `captcha_id` and `lot_number`, and the proof the check service gave for it.
 */
export const humanCheckResult = z.object({
  captcha_id: proofText,
  lot_number: proofText,
  pass_token: proofText,
  gen_time: z.string().check(z.regex(/^\d{1,13}$/)),
  captcha_output: proofText,
});
export type HumanCheckResult = z.output<typeof humanCheckResult>;

/**
 * An SMS code request. The platform's register page calls the number `mobileNo`
 * (`smsRegisterRequest`); the no-login code calls it `mobileNum` (api-contract §8 #9). Where the
 * deployment asks for a human check, its result comes along as `geetestValidateV4`. The answer
 * is when the code expires: `value.expirationTime` (epoch ms; the spec and §8) or
 * `value.expiredMinutes` (seen on older builds), read into `expirationTime`.
 */
export const smsRegisterRequest = z.object({
  countryDialingCode: dialingCode,
  mobileNo: mobileNumber,
  geetestValidateV4: z.optional(humanCheckResult),
});

export const smsNoLoginRequest = z.object({
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  geetestValidateV4: z.optional(humanCheckResult),
});

export const smsSent = z.pipe(
  z
    .looseObject({
      expirationTime: z.optional(epochMs),
      expiredMinutes: z.optional(z.number().check(z.positive())),
    })
    .check(
      z.refine((v) => v.expirationTime !== undefined || v.expiredMinutes !== undefined, {
        message: 'expirationTime or expiredMinutes required',
        path: ['expirationTime'],
      }),
    ),
  z.transform((v) => ({
    expirationTime: v.expirationTime ?? Date.now() + (v.expiredMinutes ?? 0) * 60_000,
  })),
);

export const headIconValue = z.looseObject({
  icon: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
});

/** Preset avatars the reference server offers: icon "1" to "12". */
export const HEAD_ICON_COUNT = 12;
