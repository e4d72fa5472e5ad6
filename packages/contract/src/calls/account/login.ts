import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { captchaAnswer, dialingCode, optionalText } from '../shared';
import { sessionValue } from './shared';

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
