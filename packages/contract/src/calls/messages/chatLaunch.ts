import * as z from 'zod/mini';
import { defineCall } from '../../call';

/**
 * `GET /wps/relay/CBS_launchChat` (token): the live-chat address to redirect to. `backUrl` must be
 * a path of this site (the chat page links back to it). Needs CBS3; not for trial accounts.
 */
export const chatLaunch = defineCall({
  id: 'chatLaunch',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  moduleId: 'CBS3',
  token: true,
  encrypted: false,
  request: z.object({
    b2c: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1)), 1),
    language: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z_-]{2,8}$/))),
    backUrl: z.optional(z.string().check(z.maxLength(500))),
    headerColor: z.optional(
      z.string().check(z.trim(), z.regex(/^#?[0-9A-Fa-f]{3,8}$/, 'a hex colour')),
    ),
    title: z.optional(z.string().check(z.maxLength(60))),
  }),
  response: z.looseObject({ chatUrl: z.string().check(z.minLength(1)) }),
});
