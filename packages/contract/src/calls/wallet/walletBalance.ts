import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { defaulted } from '../../defaults';
import { looseNumber, queryIntOr } from '../queryParams';

/**
 * The session's wallets in pesos: one main wallet (`accountTypeId` 2), plus one per vendor
 * (`accountTypeName` the vendor's account type) where the merchant is not single-wallet;
 * `sumBalance` is their total. Only `sumBalance` is confirmed on the platform (api-contract §8
 * #11); the rows and the currency may be missing.
 */
export const walletBalanceAnswer = z.object({
  sumBalance: looseNumber,
  balance: defaulted(
    z.array(
      z.object({
        accountTypeId: z.int(),
        accountTypeName: z.nullish(z.string()),
        availBalance: looseNumber,
      }),
    ),
    [],
  ),
  currency: defaulted(z.string(), 'PHP'),
  currencySymbol: defaulted(z.string(), '₱'),
});

/** `GET` the session's wallets (`typeId` 0: all of them). */
export const walletBalance = defineCall({
  id: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ typeId: queryIntOr(0, 99, 0) }),
  response: walletBalanceAnswer,
});
