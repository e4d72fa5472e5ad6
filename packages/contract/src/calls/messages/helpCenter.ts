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

const servicePathEntry = z.looseObject({ type: z.string(), path: z.string() });

const helpValue = z.object({
  list: z.array(helpEntry),
  version: z.nullish(z.looseObject({ pathList: z._default(z.array(servicePathEntry), []) })),
});

/**
 * `GET /wps/system/helpCenter?device=MOBILE&language=`: help entries in order (`content` HTML; the
 * entry tagged `about` is the about-us page) and `version.pathList`, the service links by `type`
 * (plain addresses). A bare array answer is read as the list.
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
    language: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z_-]{2,8}$/))),
  }),
  response: z.union([
    helpValue,
    z.pipe(
      z.array(helpEntry),
      z.transform((list) => ({ list, version: { pathList: [] } })),
    ),
  ]),
});
