import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { moneyAmount } from '../queryParams';
import { acknowledged } from '../shared';

/**
 * Moves money between the main wallet (`accountTypeId` 2) and a vendor's wallet, either way
 * (`GCS_walletTransfer`, module FUNDTRANS3). Never more than the source holds
 * (`balance.insufficient`), never between two vendor wallets or within one wallet
 * (`transfer.not.allowed`), and only where the merchant has vendor wallets. Answers the wallets
 * after the move.
 */
export const walletTransfer = defineCall({
  id: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: false,
  request: z.object({
    fromAccountTypeId: z.int().check(z.gte(1)),
    toAccountTypeId: z.int().check(z.gte(1)),
    amount: moneyAmount,
  }),
  // The platform's answer is not public and the site reloads the balances after: any success reads.
  response: acknowledged,
});
