import { z } from 'zod';
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
  request: z.object({ _: z.coerce.number().int().nonnegative().optional() }),
  response: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().regex(/^[0-9a-fA-F]{32,1024}$/, 'an RSA modulus in hex')),
});
