import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryCode, queryCodeList, queryIntOr, queryText } from '../queryParams';
import { gameSchema } from './shared';

/**
 * Recently launched games, most recent first. The platform's `value` is the array of games itself
 * (api-contract §8 #5), a page of `pageSize` at most; it reads as `{list}`, and a full page means
 * there may be another (`recentPageCount` in the domain).
 */
export const recentGames = defineCall({
  id: 'recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  moduleId: 'GAMELOREC3',
  token: true,
  encrypted: false,
  request: z.object({
    page: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 24),
    gameType: queryCode,
    vendor: queryCodeList,
    language: queryText(8),
    clientType: queryText(4),
  }),
  response: z.pipe(
    z.array(gameSchema),
    z.transform((list) => ({ list })),
  ),
});
