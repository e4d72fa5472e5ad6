import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { defaulted } from '../../defaults';
import { looseNumber, queryText } from '../queryParams';

/** The progressive jackpot pool: grows with time from the seeded start value. */
export const jackpot = defineCall({
  id: 'jackpot',
  method: 'GET',
  path: '/wps/relay/VIS_getJackpot',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({ language: queryText(8) }),
  response: z.object({
    amount: looseNumber,
    currency: defaulted(z.string(), 'PHP'),
    currencySymbol: defaulted(z.string(), '₱'),
    /** Epoch ms of the value. */
    updatedAt: z.nullish(z.int()),
  }),
});
