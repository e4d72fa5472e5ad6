import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { looseNumber } from '../queryParams';
import { contractSchema, dividendPeriodSchema } from './shared';

/** The current (half-month) period's estimate under the accepted dividend contract. */
export const dividendInfo = defineCall({
  id: 'dividendInfo',
  method: 'GET',
  path: '/wps/agent/dividend/info',
  moduleId: 'SIGNCONDIV3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    enabled: z.boolean(),
    contractStatus: contractSchema.shape.status,
    current: z.nullish(dividendPeriodSchema),
    totalPaid: looseNumber,
  }),
});
