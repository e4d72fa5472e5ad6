import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber, moneyAmount } from '../queryParams';
import { TRANSACTION_STATUSES } from './shared';

/**
 * Creates a deposit of `amount` pesos through a channel, within the channel's limits.
 * On this reference server the money arrives at once: the main wallet moves and a DEPOSIT
 * transaction is recorded. Real money movement (the payment gateway, the GCash/Maya/bank
 * confirmation) is the operator's backend; an operator's API may answer `PENDING` instead.
 */
export const createDeposit = defineCall({
  id: 'createDeposit',
  method: 'POST',
  path: '/wps/transaction/deposit',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: false,
  request: z.object({
    channelCode: z.string().check(z.minLength(1), z.maxLength(40)),
    amount: moneyAmount,
  }),
  response: z.object({
    transactionId: z.nullish(idText),
    amount: looseNumber,
    status: z.nullish(z.enum(TRANSACTION_STATUSES)),
    /** Main wallet after the deposit. */
    balance: z.nullish(looseNumber),
  }),
});
