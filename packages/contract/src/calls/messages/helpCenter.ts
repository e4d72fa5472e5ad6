import * as z from 'zod/mini';
import { anyId } from '../shared';
import { defineCall } from '../../call';

export const helpEntry = z.looseObject({
  id: z.optional(anyId),
  title: z.string(),
  content: z.string(),
  tag: z.nullish(z.string()),
});

export type HelpEntry = z.output<typeof helpEntry>;

const legacyHelpValue = z.object({ list: z.array(helpEntry) });

/**
 * `GET /wps/system/helpCenter?device=MOBILE&lang=`: help entries in order (`content` HTML; the
 * entry tagged `about` is the about-us page). The parameter is `lang` and `value` is the array of
 * entries (api-contract §8 #10); it reads as `{list}`. An older `{list}` object is read too. The
 * service links come from the status (`info.customerService`), not from here.
 */
export const helpCenter = defineCall({
  id: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({
    device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'),
    lang: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z_-]{2,8}$/))),
  }),
  response: z.union([
    z.pipe(
      z.array(helpEntry),
      z.transform((list) => ({ list })),
    ),
    legacyHelpValue,
  ]),
});
