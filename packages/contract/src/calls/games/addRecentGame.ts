import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText } from '../queryParams';

/** Records a game as recently played (launching a game records it too). */
export const addRecentGame = defineCall({
  id: 'addRecentGame',
  method: 'GET',
  path: '/wps/relay/MCS2_addRecentGame',
  moduleId: 'GAMELOREC3',
  token: true,
  encrypted: false,
  request: z.object({ nodeId: idText }),
  response: z.object({ nodeId: idText, playedAt: z.int() }),
});
