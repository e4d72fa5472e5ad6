import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryCode } from '../queryParams';
import { drawNumbers } from './shared';

/**
 * Draw information of a lottery (`/lotto/lgw/games/opened/numero`): the draw open for bets (its
 * number, `numero`, when betting closes and when it is drawn; once betting on the next draw has
 * closed, the one after it) and the latest results, newest
 * first. Bare answer; an unknown game code is HTTP 404 `game.not.found`.
 */
export const lotteryDrawInfo = defineCall({
  id: 'lotteryDrawInfo',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  token: false,
  encrypted: false,
  bare: true,
  request: z.object({ gameCode: queryCode }),
  response: z.object({
    gameCode: z.string(),
    gameName: z.string(),
    numero: z.string(),
    /** Epoch ms: bets close, then the draw. */
    closeAt: z.int(),
    drawAt: z.int(),
    /** The server's clock when it answered (countdowns start from it). */
    serverTime: z.int(),
    results: z.array(z.object({ numero: z.string(), drawAt: z.int(), numbers: drawNumbers })),
  }),
});
