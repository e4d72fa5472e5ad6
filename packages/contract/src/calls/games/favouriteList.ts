import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { pageInfo, queryCode, queryCodeList, queryIntOr, queryText } from '../queryParams';
import { gameSchema } from './shared';

/**
 * The session's favourite games, a page at a time: `{content, pageNum, totalPages}`
 * (api-contract §8 #7); `pageSize` and `totalCount` may be missing.
 */
export const favouriteList = defineCall({
  id: 'favouriteList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: z.object({
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 24),
    gameType: queryCode,
    vendor: queryCodeList,
    language: queryText(8),
    clientType: queryText(4),
    platform: queryText(40),
  }),
  response: z.object({
    content: z.array(gameSchema),
    pageNum: z.nullish(pageInfo.pageNum),
    totalPages: pageInfo.totalPages,
    pageSize: z.nullish(z.int()),
    totalCount: pageInfo.totalCount,
  }),
});
