import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged } from '../shared';

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
