import * as z from 'zod/mini';
import { defineCall } from '../../call';
import {
  pageInfo,
  queryCode,
  queryCodeList,
  queryFlag,
  queryIntOr,
  queryNumberOptional,
  queryText,
} from '../queryParams';
import { gameSchema } from './shared';

/**
 * Game list, filtered and paged. Every filter is optional and empty text means "not set":
 * `vassalage` is a comma list of vendor codes; `minBet` and `minLine` match exactly (their options
 * come from the lane's `minBets`/`minLines`); `isNew` 1 keeps new games; `gameName` matches a
 * part of the name, ignoring case. Without a gameType every type except lottery is listed.
 * Pages count from 1; `pageSize` at most 100 (the site uses 35 on the lobby and 24 elsewhere).
 * The answer is `{games, pageNum, totalPages}` (api-contract §8 #7); `totalCount` is never read and
 * a missing `pageNum` is the page asked for.
 */
export const gameList = defineCall({
  id: 'gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  moduleId: 'GAMELO3',
  token: false,
  encrypted: false,
  request: z.object({
    merchant: queryText(40),
    platform: queryText(40),
    clientType: queryText(4),
    language: queryText(8),
    gameType: queryCode,
    vassalage: queryCodeList,
    gameClassify: queryCode,
    gameName: queryText(60),
    minBet: queryNumberOptional(0, 1_000_000),
    minLine: queryNumberOptional(0, 10_000),
    isNew: queryFlag,
    isHot: queryFlag,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 24),
  }),
  response: z.object({
    games: z.array(gameSchema),
    pageNum: z.nullish(pageInfo.pageNum),
    totalPages: pageInfo.totalPages,
    totalCount: pageInfo.totalCount,
  }),
});
