import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged } from '../shared';

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
