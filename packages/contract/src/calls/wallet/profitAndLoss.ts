import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { dayRange, profitAndLossSchema } from './shared';

/** Personal profit and loss over a date range. */
export const profitAndLoss = defineCall({
  id: 'profitAndLoss',
  method: 'GET',
  path: '/wps/report/pnl',
  moduleId: 'PERSPNL3',
  token: true,
  encrypted: false,
  request: z.object(dayRange),
  response: profitAndLossSchema,
});
