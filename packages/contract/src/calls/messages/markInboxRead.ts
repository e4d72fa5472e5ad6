import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged, anyId } from '../shared';

/** `POST /wps/relay/CSP_markAsRead {id}` (token; path chosen): marks one inbox message read. */
export const markInboxRead = defineCall({
  id: 'markInboxRead',
  method: 'POST',
  path: '/wps/relay/CSP_markAsRead',
  moduleId: 'INBOX3',
  token: true,
  encrypted: false,
  request: z.object({ id: anyId }),
  response: acknowledged,
});
