import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { rebateRateSchema } from './shared';

/**
 * The agent's own rebate rates (the most a downline may get) and the downline quota: how many
 * accounts the agent may open in all, has opened, and has left.
 */
export const rebateSettings = defineCall({
  id: 'rebateSettings',
  method: 'GET',
  path: '/wps/agent/rebateSettings',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    rebates: z.array(rebateRateSchema),
    quota: z.object({
      total: z.int(),
      used: z.int(),
      remaining: z.int(),
    }),
  }),
});
