import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { looseNumber } from '../queryParams';

/** What the withdrawal form needs: the balance, limits, channels and whether a payment password is set. */
export const withdrawalInfo = defineCall({
  id: 'withdrawalInfo',
  method: 'GET',
  path: '/wps/transaction/withdraw/info',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    availableBalance: looseNumber,
    minAmount: looseNumber,
    maxAmount: looseNumber,
    channels: z.array(z.object({ code: z.string(), name: z.string() })),
    paymentPasswordSet: z.boolean(),
  }),
});
