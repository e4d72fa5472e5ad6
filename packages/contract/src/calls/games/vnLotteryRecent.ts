import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryIntOr, queryText } from '../queryParams';
import { vnLotteryGameSchema } from './shared';

/**
 * The Vietnamese lottery games the session launched lately, most recent first. A `/lgw/` answer:
 * no envelope (api-contract §8 #6).
 */
export const vnLotteryRecent = defineCall({
  id: 'vnLotteryRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  token: true,
  encrypted: false,
  bare: true,
  request: z.object({ language: queryText(8), limit: queryIntOr(1, 50, 10) }),
  response: z.object({
    list: z.array(z.extend(vnLotteryGameSchema, { playedAt: z.nullish(z.int()) })),
  }),
});
