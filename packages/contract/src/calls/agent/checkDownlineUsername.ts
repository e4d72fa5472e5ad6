import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { downlineUsername } from './shared';

/** Whether a username is free for a new downline account. */
export const checkDownlineUsername = defineCall({
  id: 'checkDownlineUsername',
  method: 'GET',
  path: '/wps/agent/downline/username',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({ username: downlineUsername }),
  response: z.object({ username: z.string(), available: z.boolean() }),
});
