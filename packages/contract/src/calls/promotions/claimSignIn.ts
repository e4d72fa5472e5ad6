import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { looseNumber } from '../queryParams';

/** Claims today's sign-in reward into the main wallet; once per day. */
export const claimSignIn = defineCall({
  id: 'claimSignIn',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimSignInReward',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    reward: looseNumber,
    streakDays: z.nullish(z.int()),
    /** Main wallet after the claim. */
    balance: z.nullish(looseNumber),
  }),
});
