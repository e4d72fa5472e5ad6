import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged } from '../shared';

/** `DELETE /wps/session/logout`: ends the session; the token stops working at once. */
export const logout = defineCall({
  id: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: acknowledged,
});
