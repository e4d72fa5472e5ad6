import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryText } from '../queryParams';
import { text, vnLotteryGameSchema } from './shared';

/**
 * Vietnamese lottery menu: one entry per region (NORTH, CENTRAL, SOUTH). A `/lgw/` answer: no
 * envelope (api-contract §8 #6); the shape inside is this contract's (the platform's is not public).
 */
export const vnLotteryMenu = defineCall({
  id: 'vnLotteryMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  token: false,
  encrypted: false,
  bare: true,
  request: z.object({ language: queryText(8) }),
  response: z.object({
    regions: z.array(
      z.object({ region: text, displayName: text, games: z.array(vnLotteryGameSchema) }),
    ),
  }),
});
