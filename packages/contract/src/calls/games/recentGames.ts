import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { pageInfo, queryCode, queryCodeList, queryIntOr, queryText } from '../queryParams';
import { gameSchema } from './shared';

/** Recently launched games, most recent first. */
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
  response: z.object({
    list: z.array(gameSchema),
    totalPages: pageInfo.totalPages,
    pageNum: z.nullish(pageInfo.pageNum),
    totalCount: z.nullish(pageInfo.totalCount),
  }),
});
