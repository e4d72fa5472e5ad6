import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { dayText, queryCode } from '../queryParams';

/** Vietnamese prize tiers, special prize first. */
export const VN_PRIZE_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;

/**
 * Results of a Vietnamese provincial lottery (`/lgw/vn/numeros/opened/game`): its latest draws,
 * newest first, each with the numbers of every prize tier. Bare answer; an unknown game code is
 * HTTP 404 `game.not.found`.
 */
export const vnLotteryResults = defineCall({
  id: 'vnLotteryResults',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  token: false,
  encrypted: false,
  bare: true,
  request: z.object({ gameCode: queryCode }),
  response: z.object({
    gameCode: z.string(),
    gameName: z.string(),
    region: z.string(),
    /** Epoch ms of the next draw. */
    nextDrawAt: z.int(),
    draws: z.array(
      z.object({
        numero: z.string(),
        drawDate: dayText,
        prizes: z.array(z.object({ tier: z.enum(VN_PRIZE_TIERS), numbers: z.array(z.string()) })),
      }),
    ),
  }),
});
