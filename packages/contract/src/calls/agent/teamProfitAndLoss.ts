import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { dayText } from '../queryParams';
import { profitAndLossSchema } from '../wallet/shared';

/** Profit and loss of the agent's whole downline (page /m/agent/team/pnl). */
export const teamProfitAndLoss = defineCall({
  id: 'teamProfitAndLoss',
  method: 'GET',
  path: '/wps/agent/report/pnl',
  moduleId: 'AGETEAMPNL3',
  token: true,
  encrypted: false,
  request: z.object({ startDate: z.optional(dayText), endDate: z.optional(dayText) }),
  response: z.extend(profitAndLossSchema, { memberCount: z.int() }),
});
