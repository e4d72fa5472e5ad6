import { defineCall } from '../../call';
import * as z from 'zod/mini';
import { whitelabelNode } from './systemStatus';

/**
 * The merchant's whitelabel menu as it is now (`/wps/system/whitelabel`): the same module tree the
 * status carries in `info.whitelabel` (flatten it with `flattenWhitelabel`). The member centre and
 * the agent home read it when they open, so an entry the operator turns on or off shows without
 * the site being loaded again.
 */
export const whitelabelMenu = defineCall({
  id: 'whitelabelMenu',
  method: 'GET',
  path: '/wps/system/whitelabel',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({}),
  response: whitelabelNode,
});
