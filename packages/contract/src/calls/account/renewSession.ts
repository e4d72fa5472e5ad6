import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { epochMs } from '../shared';

/**
 * `GET /wps/session/renew` (path chosen: not public): slides the session's expiry forward and
 * answers when it now ends. The token does not change.
 */
export const renewSession = defineCall({
  id: 'renewSession',
  method: 'GET',
  path: '/wps/session/renew',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.looseObject({
    token: z.string().check(z.minLength(1)),
    userName: z.string(),
    type: z.int(),
    expirationTime: epochMs,
  }),
});
