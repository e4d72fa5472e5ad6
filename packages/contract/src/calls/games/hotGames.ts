import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryCode, queryCodeList, queryText } from '../queryParams';
import { gameSchema } from './shared';

/** Hot games, hottest first; `vassalage` (comma list) and `gameType` narrow the list. */
export const hotGames = defineCall({
  id: 'hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  moduleId: 'GAMELOHOT3',
  token: false,
  encrypted: false,
  request: z.object({
    merchantCode: queryText(40),
    isPlatform: queryText(4),
    platform: queryText(40),
    language: queryText(8),
    vassalage: queryCodeList,
    gameType: queryCode,
  }),
  response: z.object({ list: z.array(gameSchema) }),
});
