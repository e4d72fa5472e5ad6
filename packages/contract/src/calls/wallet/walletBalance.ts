import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { looseNumber, queryIntOr } from '../queryParams';

/** The session's wallets: one main wallet (`accountTypeId` 2) in pesos. */
export const walletBalance = defineCall({
  id: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ typeId: queryIntOr(0, 99, 0) }),
  response: z.object({
    sumBalance: looseNumber,
    balance: z.array(
      z.object({
        accountTypeId: z.int(),
        accountTypeName: z.nullish(z.string()),
        availBalance: looseNumber,
      }),
    ),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});
