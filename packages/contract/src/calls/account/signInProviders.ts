import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { SOCIAL_LOGIN_TYPES } from './shared';

/** An address the site sends the browser or its calls to: an http(s) URL or a path on this site. */
const endpoint = z.string().check(
  z.maxLength(500),
  z.refine((u) => u.startsWith('/') || /^https?:\/\//.test(u), 'an http(s) address or a site path'),
);

/**
 * One social login provider as this deployment configured it: where the site sends the player to
 * sign in (the OAuth 2.0 authorisation endpoint), the operator's public client id there, and the
 * scopes asked. The secret half stays with the operator API, which exchanges the code.
 */
export const socialProviderConfig = z.looseObject({
  provider: z.enum(SOCIAL_LOGIN_TYPES),
  authorizationEndpoint: endpoint,
  clientId: z.string().check(z.minLength(1), z.maxLength(200)),
  scope: z._default(z.string().check(z.maxLength(200)), 'openid email profile'),
});
export type SocialProviderConfig = z.output<typeof socialProviderConfig>;

/**
 * The phone-verification provider (spec 1 §3, §7: "a phone-verification provider can send and
 * verify the code instead of the server"): the site asks it for the code and for the ID token it
 * then logs in with (`type: "firebase"`). Its calls follow Firebase's Identity Toolkit REST shape
 * (`accounts:sendVerificationCode`, `accounts:signInWithPhoneNumber`) under `endpoint`, with the
 * deployment's public `apiKey` as the `key` parameter.
 */
export const phoneVerifierConfig = z.looseObject({
  type: z.literal('firebase'),
  endpoint,
  apiKey: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type PhoneVerifierConfig = z.output<typeof phoneVerifierConfig>;

/**
 * The human check a deployment asks before any SMS is sent (the platform uses GeeTest v4): the
 * site loads a challenge from `endpoint` for `captchaId`, the player solves it, and its result
 * travels with the SMS request as `geetestValidateV4`.
 */
export const humanCheckConfig = z.looseObject({
  type: z.literal('geetest'),
  endpoint,
  captchaId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type HumanCheckConfig = z.output<typeof humanCheckConfig>;

/**
 * `GET /wps/session/providers` (path chosen: the platform's is not public): the sign-in helpers
 * this deployment configured, with their public settings only. An empty `social` list and null
 * helpers mean the site uses none (and an API that does not know this call is read the same way).
 * A social icon still needs its whitelabel flag (FACEBOOKLOGIN3, GOOGLELOGIN3).
 */
export const signInProviders = defineCall({
  id: 'signInProviders',
  method: 'GET',
  path: '/wps/session/providers',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({}),
  response: z.looseObject({
    social: z._default(z.array(socialProviderConfig), []),
    phoneVerifier: z._default(z.nullable(phoneVerifierConfig), null),
    humanCheck: z._default(z.nullable(humanCheckConfig), null),
  }),
});
