import * as z from 'zod/mini';
import { looseNumber } from '../queryParams';
import { defineCall } from '../../call';

export const depositChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['EWALLET', 'BANK']),
  minAmount: looseNumber,
  maxAmount: looseNumber,
  /** Short text such as "Instant" or "Within 30 minutes". */
  processingTime: z.nullish(z.string()),
});

/** Deposit channels with their limits, and the deposit bonus shown on the entry (25 %). */
export const depositChannels = defineCall({
  id: 'depositChannels',
  method: 'GET',
  path: '/wps/transaction/deposit/channels',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    list: z.array(depositChannelSchema),
    bonusPercent: z.number(),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});
