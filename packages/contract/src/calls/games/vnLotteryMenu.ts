import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryText } from '../queryParams';
import { text, vnLotteryGameSchema } from './shared';

/** Vietnamese lottery menu: one entry per region (NORTH, CENTRAL, SOUTH). */
export const vnLotteryMenu = defineCall({
  id: 'vnLotteryMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  token: false,
  encrypted: false,
  request: z.object({ language: queryText(8) }),
  response: z.object({
    regions: z.array(
      z.object({ region: text, displayName: text, games: z.array(vnLotteryGameSchema) }),
    ),
  }),
});
