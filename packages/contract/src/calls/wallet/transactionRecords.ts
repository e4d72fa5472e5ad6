import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber, pageInfoCounted, queryCode, queryIntOr } from '../queryParams';
import { TRANSACTION_STATUSES, dayRange } from './shared';

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'REWARD',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'TRANSFER',
] as const;

/**
 * Account record: the session's transactions, newest first. `type` narrows to one transaction
 * type. `types=A` is the agent view (spec: /m/transaction/record?types=A): the transactions of the
 * agent and their whole downline, each row naming its member; non-agents get
 * `function.not.available` (403).
 */
export const transactionRecords = defineCall({
  id: 'transactionRecords',
  method: 'GET',
  path: '/wps/transaction/records',
  moduleId: 'MEMTRANS3',
  token: true,
  encrypted: false,
  request: z.object({
    ...dayRange,
    type: z._default(z.enum(['ALL', ...TRANSACTION_TYPES]), 'ALL'),
    types: queryCode,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({
    list: z.array(
      z.object({
        id: idText,
        username: z.string(),
        type: z.string(),
        /** Positive in, negative out. */
        amount: looseNumber,
        balanceAfter: z.nullish(looseNumber),
        status: z.enum(TRANSACTION_STATUSES),
        remark: z.nullish(z.string()),
        createdAt: z.int(),
      }),
    ),
    ...pageInfoCounted,
  }),
});
