import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText } from '../queryParams';
import { acknowledged } from '../shared';

/**
 * Records a game as recently played (launching a game records it too). A path of this contract:
 * the platform's is not public. Not repeated by the client (it records a play).
 */
export const addRecentGame = defineCall({
  id: 'addRecentGame',
  method: 'GET',
  path: '/wps/relay/MCS2_addRecentGame',
  moduleId: 'GAMELOREC3',
  token: true,
  encrypted: false,
  noRetry: true,
  request: z.object({ nodeId: idText }),
  response: acknowledged,
});
