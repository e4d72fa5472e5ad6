import * as z from 'zod/mini';
import { defineCall } from '../../call';

/** The transaction types with their display names (the record filter's options). */
export const transactionTypes = defineCall({
  id: 'transactionTypes',
  method: 'GET',
  path: '/wps/transaction/types',
  moduleId: 'MEMTRANS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.array(z.object({ code: z.string(), name: z.string() })),
});
