import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged } from '../shared';

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
