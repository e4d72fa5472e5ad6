import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber, moneyAmount } from '../queryParams';
import { TRANSACTION_STATUSES } from './shared';

export const WITHDRAWAL_CHANNELS = ['GCASH', 'MAYA', 'BANK'] as const;

/**
 * Withdraws to a GCash/Maya number (11 digits, 09…) or a bank account (10 to 16 digits), never
 * more than the available balance, confirmed by the payment password (6 digits). Encrypted.
 * The amount leaves the main wallet at once and a WITHDRAW transaction is recorded as PENDING:
 * paying out is the operator's backend.
 */
export const withdraw = defineCall({
  id: 'withdraw',
  method: 'POST',
  path: '/wps/transaction/withdraw',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: true,
  request: z
    .object({
      amount: moneyAmount,
      paymentPassword: z.string().check(z.minLength(1), z.maxLength(40)),
      channelCode: z.enum(WITHDRAWAL_CHANNELS),
      accountName: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
      accountNumber: z.string().check(z.trim(), z.regex(/^\d{10,16}$/, '10 to 16 digits')),
    })
    .check(
      z.refine((w) => w.channelCode === 'BANK' || /^09\d{9}$/.test(w.accountNumber), {
        path: ['accountNumber'],
        message: 'an e-wallet number is 11 digits starting with 09',
      }),
    ),
  response: z.object({
    transactionId: z.nullish(idText),
    amount: looseNumber,
    status: z.nullish(z.enum(TRANSACTION_STATUSES)),
    balance: z.nullish(looseNumber),
  }),
});
