import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged } from '../shared';

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
