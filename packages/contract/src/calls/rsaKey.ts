import * as z from 'zod/mini';
import { defineCall } from '../call';

/**
 * `GET /wps/session/key/rsa?_=<ms>`: the RSA public modulus as plain hex text (not the JSON
 * envelope). The exponent is always 65537. Fetched before every encrypted call.
 */
export const rsaKey = defineCall({
  id: 'rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  token: false,
  encrypted: false,
  text: true,
  request: z.object({ _: z.optional(z.coerce.number().check(z.int(), z.nonnegative())) }),
  response: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim()),
    ),
    z.string().check(z.regex(/^[0-9a-fA-F]{32,1024}$/, 'an RSA modulus in hex')),
  ),
});
