import * as z from 'zod/mini';
import { anyId, epochMs, looseBool } from '../shared';
import { defineCall } from '../../call';

export const inboxMessage = z.looseObject({
  id: anyId,
  title: z.string(),
  content: z.string(),
  sender: z.nullish(z.string()),
  createdAt: epochMs,
  read: looseBool,
});

export type InboxMessage = z.output<typeof inboxMessage>;

/**
 * `GET /wps/relay/CSP_getInbox?page=&size=` (token; answer shape chosen): newest first. `content`
 * is HTML. Not for trial accounts (`free_reject`).
 */
export const inboxList = defineCall({
  id: 'inboxList',
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  moduleId: 'INBOX3',
  token: true,
  encrypted: false,
  request: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  response: z.object({
    list: z.array(inboxMessage),
    pageNum: z.int().check(z.gte(1)),
    totalPages: z.int().check(z.gte(0)),
    totalCount: z.nullish(z.int().check(z.gte(0))),
  }),
});
