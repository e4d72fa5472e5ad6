import * as z from 'zod/mini';
import { defineCall } from '../../call';

/**
 * The session's points: earned from recorded bets (one point per `pesosPerPoint` staked), spent on
 * redemptions, and what is left (never below 0). A trial account has none.
 */
export const mallPoints = defineCall({
  id: 'mallPoints',
  method: 'GET',
  path: '/wps/mall/points',
  moduleId: 'PTSYS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    points: z.int().check(z.gte(0)),
    earned: z.int().check(z.gte(0)),
    spent: z.int().check(z.gte(0)),
    pesosPerPoint: z.number().check(z.positive()),
  }),
});
