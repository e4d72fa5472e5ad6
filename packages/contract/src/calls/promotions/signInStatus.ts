import * as z from 'zod/mini';
import { looseNumber } from '../queryParams';
import { defineCall } from '../../call';

export const signInStatusSchema = z.object({
  enabled: z.boolean(),
  claimedToday: z.boolean(),
  /** Consecutive days signed in, including today when claimed (a cycle of 7). */
  streakDays: z.int().check(z.gte(0), z.lte(7)),
  /** Reward for today's claim (or the next one once claimed). */
  todayReward: looseNumber,
  days: z.array(z.object({ day: z.int(), reward: looseNumber, claimed: z.boolean() })),
});

/** Daily sign-in state; days are the operator's days (Asia/Manila). */
export const signInStatus = defineCall({
  id: 'signInStatus',
  method: 'GET',
  path: '/wps/relay/MCSFE_getSignInStatus',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: signInStatusSchema,
});
