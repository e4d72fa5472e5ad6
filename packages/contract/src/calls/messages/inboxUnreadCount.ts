import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { count } from '../shared';

/** `GET /wps/relay/CSP_unreadCount` (token): unread inbox messages, a number. Not for trial accounts. */
export const inboxUnreadCount = defineCall({
  id: 'inboxUnreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: 'INBOX3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: count,
});
