import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { looseNumber } from '../queryParams';
import { dividendPeriodSchema } from './shared';

/**
 * The dividend period under way, as it stands now: its estimate and, per direct downline member,
 * what they added to the team's result and whether they count as active. Null period without an
 * accepted dividend contract.
 */
export const dividendCurrent = defineCall({
  id: 'dividendCurrent',
  method: 'GET',
  path: '/wps/agent/dividend/current',
  moduleId: 'SIGNCONDIV3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    period: z.nullish(dividendPeriodSchema),
    /** When the figures were made (epoch ms). */
    asOf: z.int(),
    members: z.array(
      z.object({
        username: z.string(),
        /** The member's bets minus wins in the period (positive: the member lost). */
        teamProfitLoss: looseNumber,
        active: z.boolean(),
      }),
    ),
  }),
});
