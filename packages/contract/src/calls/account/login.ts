import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { captchaAnswer, dialingCode, mobileNumber, optionalText } from '../shared';
import { PHONE_PROVIDER_LOGIN_TYPE, SOCIAL_LOGIN_TYPES, sessionValue } from './shared';

/** A PKCE code verifier (RFC 7636 §4.1): 43 to 128 unreserved characters. */
const codeVerifier = z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE code verifier'));

/**
 * `POST /wps/session/login` (encrypted). `type` says how the player proves who they are:
 *
 * - `username` (default): `username` and `password`. `username` may also be the mobile number
 *   with a password (how the site logs in after setting a password by phone).
 * - `sms`: the mobile number as `username` and the SMS code as `password`.
 * - `google`, `facebook` (social login): the OAuth 2.0 authorisation code the provider returned
 *   to the site (`code`), the PKCE `codeVerifier`, the `redirectUri` the site asked the provider
 *   to return to and, for OpenID Connect providers, the `nonce` the site sent. The operator API
 *   exchanges the code with the provider (with its client secret and the verifier) and logs in
 *   the account linked to that provider identity; an identity seen for the first time becomes a
 *   new member (registration), who may carry the registration link's codes
 *   (`affiliateCode`, `referralCode`, `domain`) and `registerMethod` / `registerUrl`.
 * - `firebase` (phone-verification provider): `firebaseChannel` (`sms`), the provider's
 *   `firebaseIdToken`, `firebaseMobileNo` and `countryDialingCode`; the account of that number is
 *   logged in.
 *
 * `captcha` is needed only after the server asked for it (a failure whose value is
 * `{captcha: true}`); it is checked against the image bound to the `captchaId` cookie. Without
 * `loginAs` any account may log in; `loginAs: "member"` refuses non-members (types other than 0,
 * 1, 2: `login.not.member`) and `loginAs: "agent"` refuses non-agents (types 0, 4, 40:
 * `login.not.agent`). Trial accounts have no password.
 */
export const login = defineCall({
  id: 'login',
  method: 'POST',
  path: '/wps/session/login',
  moduleId: 'COMM3',
  token: false,
  encrypted: true,
  request: z
    .object({
      username: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
      password: z._default(z.string().check(z.maxLength(64)), ''),
      captcha: z.optional(captchaAnswer(6)),
      type: z._default(
        z.enum(['username', 'sms', ...SOCIAL_LOGIN_TYPES, PHONE_PROVIDER_LOGIN_TYPE]),
        'username',
      ),
      countryDialingCode: z.optional(dialingCode),
      loginDeviceId: optionalText(64),
      isSms: z.optional(z.boolean()),
      isOfficialAppLogin: z.optional(z.boolean()),
      loginAs: z.optional(z.enum(['member', 'agent'])),
      // Social login (OAuth 2.0 authorisation code with PKCE).
      code: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
      codeVerifier: z.optional(codeVerifier),
      redirectUri: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
      nonce: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._~-]{16,128}$/))),
      affiliateCode: optionalText(64),
      referralCode: optionalText(64),
      domain: optionalText(255),
      registerMethod: z.nullish(z.enum(['APP', 'H5', 'WEBCLIP', 'PWA', 'WEB'])),
      registerUrl: optionalText(255),
      // Phone-verification provider.
      firebaseChannel: z.optional(z.enum(['sms'])),
      firebaseIdToken: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
      firebaseMobileNo: z.optional(mobileNumber),
    })
    .check(
      z.superRefine((v, ctx) => {
        const need = (present: boolean, field: string) => {
          if (!present) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
        };
        if (v.type === 'username' || v.type === 'sms') {
          need(v.username.trim() !== '', 'username');
          need(v.password !== '', 'password');
        } else if (v.type === PHONE_PROVIDER_LOGIN_TYPE) {
          need(!!v.firebaseIdToken, 'firebaseIdToken');
          need(!!v.firebaseMobileNo, 'firebaseMobileNo');
        } else {
          need(!!v.code, 'code');
          need(!!v.codeVerifier, 'codeVerifier');
          need(!!v.redirectUri, 'redirectUri');
        }
      }),
    ),
  response: sessionValue,
});
