import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { count } from '../shared';

/** `GET /wps/relay/CBS_unreadCount` (token): `value.unReadCount`. Needs CBS3; not for trial accounts. */
export const chatUnreadCount = defineCall({
  id: 'chatUnreadCount',
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  moduleId: 'CBS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.looseObject({ unReadCount: count }),
});
