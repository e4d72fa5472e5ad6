import * as z from 'zod/mini';
import { defineCall } from '../../call';

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
