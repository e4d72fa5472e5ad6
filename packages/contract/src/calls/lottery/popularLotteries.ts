import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, queryText } from '../queryParams';

/**
 * The lotteries most played right now (`/lgw/games/popular`), most played first. Bare answer: the
 * platform answers the array itself; it reads as `{list}`.
 */
export const popularLotteries = defineCall({
  id: 'popularLotteries',
  method: 'GET',
  path: '/lgw/games/popular',
  token: false,
  encrypted: false,
  bare: true,
  request: z.object({ language: queryText(8) }),
  response: z.pipe(
    z.array(
      z.object({
        gameCode: z.string(),
        gameName: z.string(),
        vendor: z.string(),
        nodeId: z.nullish(idText),
        /** Players with a bet on the open draw. */
        players: z.int(),
      }),
    ),
    z.transform((list) => ({ list })),
  ),
});
