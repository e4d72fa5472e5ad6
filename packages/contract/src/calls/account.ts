// Session, login, registration, passwords, member info.
import * as z from 'zod/mini';
import { defineCall } from '../call';
import { rsaKey } from './rsaKey';
import {
  acknowledged,
  anyId,
  captchaAnswer,
  dialingCode,
  epochMs,
  looseBool,
  mobileNumber,
  optionalText,
  verificationCode,
} from './shared';

export { rsaKey };

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

/**
 * `POST /wps/session/login` (encrypted). `type: "sms"` logs in with the mobile number as
 * `username` and the SMS code as `password`. `username` may also be the mobile number with a
 * password (how the site logs in after setting a password by phone). `captcha` is needed only
 * after the server asked for it (a failure whose value is `{captcha: true}`); it is checked
 * against the image bound to the `captchaId` cookie. Without `loginAs` any account may log in;
 * `loginAs: "member"` refuses non-members (types other than 0, 1, 2: `login.not.member`) and
 * `loginAs: "agent"` refuses non-agents (types 0, 4, 40: `login.not.agent`). Trial accounts have
 * no password. The phone-verification provider login type is not supported by this contract.
 */
export const login = defineCall({
  id: 'login',
  method: 'POST',
  path: '/wps/session/login',
  moduleId: 'COMM3',
  token: false,
  encrypted: true,
  request: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    password: z.string().check(z.minLength(1), z.maxLength(64)),
    captcha: z.optional(captchaAnswer(6)),
    type: z._default(z.enum(['username', 'sms']), 'username'),
    countryDialingCode: z.optional(dialingCode),
    loginDeviceId: optionalText(64),
    isSms: z.optional(z.boolean()),
    isOfficialAppLogin: z.optional(z.boolean()),
    loginAs: z.optional(z.enum(['member', 'agent'])),
  }),
  response: sessionValue,
});

/**
 * `POST /wps/session/login/freeplay`: creates a trial account (type 4) and its session. Carries an
 * `Encryption` header (RSA of a random reversed key) but no encrypted body. Needs flag FREEPLAY3.
 */
export const freePlayLogin = defineCall({
  id: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  moduleId: 'FREEPLAY3',
  token: false,
  encrypted: false,
  keyHeader: true,
  request: z.object({
    os: optionalText(40),
    platform: z.optional(z.enum(['W', 'M'])),
    loginDeviceId: optionalText(64),
  }),
  response: sessionValue,
});

/** `DELETE /wps/session/logout`: ends the session; the token stops working at once. */
export const logout = defineCall({
  id: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: acknowledged,
});

/**
 * `GET /wps/session/renew` (path chosen: not public): slides the session's expiry forward and
 * answers when it now ends. The token does not change.
 */
export const renewSession = defineCall({
  id: 'renewSession',
  method: 'GET',
  path: '/wps/session/renew',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.looseObject({
    token: z.string().check(z.minLength(1)),
    userName: z.string(),
    type: z.int(),
    expirationTime: epochMs,
  }),
});

const BASE64 = /^[A-Za-z0-9+/]+=*$/;

/**
 * `GET /wps/captcha`: a PNG as Base64 (read with or without a `data:image/png;base64,` prefix,
 * or nested as `img`/`image`/`base64`/`captcha`); always returned without the prefix. The answer
 * is bound to the browser by an HttpOnly `captchaId` cookie, so captcha and login share cookies.
 */
export const captcha = defineCall({
  id: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  moduleId: 'CAPTCHA3',
  token: false,
  encrypted: false,
  request: z.object({ t: z.optional(z.coerce.number().check(z.int(), z.nonnegative())) }),
  response: z.pipe(
    z.pipe(
      z.union([
        z.string(),
        z.pipe(
          z.looseObject({
            img: z.optional(z.string()),
            image: z.optional(z.string()),
            base64: z.optional(z.string()),
            captcha: z.optional(z.string()),
          }),
          z.transform((v) => v.img ?? v.image ?? v.base64 ?? v.captcha ?? ''),
        ),
      ]),
      z.transform((s) => s.replace(/^data:image\/[a-z]+;base64,/, '')),
    ),
    z.string().check(z.minLength(16), z.regex(BASE64, 'Base64 image')),
  ),
});

/** Every field the registration form may send (spec 1 §3); which ones count is server-configured. */
const registrationFields = {
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
const registeredValue = z.pipe(
  z.looseObject({ ...sessionShape, customerId: z.optional(anyId) }),
  z.transform(normaliseSession),
);

/**
 * `PUT /wps/member/register` (encrypted): register by username. Needs flag USERNAMEREG3 and a
 * captcha. Fields are checked against the register rules (`registerSettings`); a failing field
 * answers `register.field.invalid` with value `{field, problem}`. With REGMOBVERF3 on, a given
 * mobile number needs its SMS code in `verificationCode`.
 */
export const register = defineCall({
  id: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  moduleId: 'REG3',
  token: false,
  encrypted: true,
  request: z.object(registrationFields),
  response: registeredValue,
});

/**
 * `PUT /wps/member/register/mobile` (encrypted): register by mobile number; the username is the
 * mobile number and `verificationCode` is the SMS code from `smsRegister`. Needs MOBILENUMREG3.
 */
export const registerMobile = defineCall({
  id: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  moduleId: 'MOBILENUMREG3',
  token: false,
  encrypted: true,
  request: z.object({
    ...registrationFields,
    mobileNum: mobileNumber,
    verificationCode,
  }),
  response: registeredValue,
});

/**
 * `GET /wps/check/username?username=`: resolves true when the name is free; a taken name is a
 * refusal `register.username.exists`, a name breaking the rules `register.field.invalid`.
 */
export const checkUsername = defineCall({
  id: 'checkUsername',
  method: 'GET',
  path: '/wps/check/username',
  token: false,
  encrypted: false,
  request: z.object({ username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
  response: acknowledged,
});

/** `GET /wps/check/email?email=` (path chosen): true when free, else `register.email.exists`. */
export const checkEmail = defineCall({
  id: 'checkEmail',
  method: 'GET',
  path: '/wps/check/email',
  token: false,
  encrypted: false,
  request: z.object({ email: z.string().check(z.trim(), z.minLength(3), z.maxLength(100)) }),
  response: acknowledged,
});

/**
 * `GET /wps/agent/affiliate?code=&domain=`: resolves true for a valid invitation code; an invalid
 * one is a refusal `affiliate.code.invalid`.
 */
export const checkInvitationCode = defineCall({
  id: 'checkInvitationCode',
  method: 'GET',
  path: '/wps/agent/affiliate',
  moduleId: 'AFFMAN3',
  token: false,
  encrypted: false,
  request: z.object({
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    domain: optionalText(255),
  }),
  response: acknowledged,
});

/**
 * An SMS code request. The platform calls the number `mobileNo` in some calls and `mobileNum` in
 * others; either is accepted. The answer is when the code expires: `value.expirationTime` (epoch
 * ms; the spec) or `value.expiredMinutes` (seen on the platform), read into `expirationTime`.
 */
const smsRequest = z
  .object({
    countryDialingCode: dialingCode,
    mobileNum: z.optional(mobileNumber),
    mobileNo: z.optional(mobileNumber),
  })
  .check(z.refine((v) => v.mobileNum || v.mobileNo, { message: 'required', path: ['mobileNum'] }));

const smsSent = z.pipe(
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

/**
 * `POST /wps/verification/sms/register`: a code for registering this number (mobile registration,
 * or username registration with REGMOBVERF3). The answer is the same whether or not the number
 * already has an account (the text message tells its owner instead).
 */
export const smsRegister = defineCall({
  id: 'smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  moduleId: 'MOBILENUMREG3',
  token: false,
  encrypted: false,
  request: smsRequest,
  response: smsSent,
});

/**
 * `POST /wps/verification/sms/noLogin`: a code for SMS login or setting a password by phone.
 * Answers the same for numbers without an account (no message is sent to them).
 */
export const smsNoLogin = defineCall({
  id: 'smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  moduleId: 'VERIFICATION3',
  token: false,
  encrypted: false,
  request: smsRequest,
  response: smsSent,
});

/**
 * `POST /wps/member/password/email`, form-encoded: mails a temporary password when username and
 * e-mail match an account. Always answers success, so it does not reveal who has an account.
 * The temporary password works once, for 30 minutes, next to the old one; logging in with it
 * answers `passwordExpired: true` so the site asks for a new password. Needs CHNGPASSMAIL3.
 */
export const forgotPasswordByEmail = defineCall({
  id: 'forgotPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  form: true,
  request: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    email: z.string().check(z.trim(), z.minLength(3), z.maxLength(100)),
  }),
  response: acknowledged,
});

/**
 * `POST /wps/member/password/verification` (encrypted): sets a new password with the SMS code
 * from `smsNoLogin`. `modify.new.old.same` when it equals the current one (the code stays valid);
 * `verification.code.error` for a wrong or used code. Needs CHNGPASSVERIF3.
 */
export const setPasswordByPhone = defineCall({
  id: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  moduleId: 'CHNGPASSVERIF3',
  token: false,
  encrypted: true,
  request: z.object({
    newPassword: z.string().check(z.minLength(1), z.maxLength(64)),
    mobileNum: mobileNumber,
    verificationCode,
    countryDialingCode: z.optional(dialingCode),
    firebaseIdToken: optionalText(4096),
  }),
  response: acknowledged,
});

/**
 * `POST /wps/member/password` (encrypted, token). Refusals: `modify.old.password.error`,
 * `password.confirm.mismatch`, `modify.new.old.same`, `register.field.invalid` (password rule),
 * `free_reject` for trial accounts. Other sessions of the account end.
 */
export const changePassword = defineCall({
  id: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  moduleId: 'PASS3',
  token: true,
  encrypted: true,
  request: z.object({
    oldPassword: z.string().check(z.minLength(1), z.maxLength(64)),
    newPassword: z.string().check(z.minLength(1), z.maxLength(64)),
    confirmNewPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  response: acknowledged,
});

/** `GET /wps/member/info` (token). `mobile` and `email` come masked. */
export const memberInfo = defineCall({
  id: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.looseObject({
    id: anyId,
    account: z.string(),
    nickname: z.nullish(z.string()),
    type: z.int(),
    clubLabel: z.nullish(z.looseObject({ labelName: z.nullish(z.string()) })),
    regDate: z.nullish(epochMs),
    mobile: z.nullish(z.string()),
    email: z.nullish(z.string()),
    headIcon: z.nullish(z.string()),
  }),
});

const headIconValue = z.looseObject({
  icon: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
});

/** `GET /wps/member/info/icon` (token): the chosen preset avatar and its image address. */
export const headIcon = defineCall({
  id: 'headIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: headIconValue,
});

/** Preset avatars the reference server offers: icon "1" to "12". */
export const HEAD_ICON_COUNT = 12;

/** `POST /wps/member/info/icon`, form-encoded `icon` (token): picks a preset avatar. */
export const setHeadIcon = defineCall({
  id: 'setHeadIcon',
  method: 'POST',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  token: true,
  encrypted: false,
  form: true,
  request: z.object({
    icon: z.string().check(z.regex(/^\d{1,2}$/, 'an icon number')),
  }),
  response: headIconValue,
});

export const accountCalls = {
  rsaKey,
  login,
  freePlayLogin,
  logout,
  renewSession,
  captcha,
  register,
  registerMobile,
  checkUsername,
  checkEmail,
  checkInvitationCode,
  smsRegister,
  smsNoLogin,
  forgotPasswordByEmail,
  setPasswordByPhone,
  changePassword,
  memberInfo,
  headIcon,
  setHeadIcon,
} as const;
