import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { pageInfo, queryIntOr } from '../queryParams';
import { lotteryOrderSchema } from './shared';

/** The session's lottery orders, newest first (`/lgw/orders`). Bare answer. */
export const lotteryOrders = defineCall({
  id: 'lotteryOrders',
  method: 'GET',
  path: '/lgw/orders',
  token: true,
  encrypted: false,
  bare: true,
  request: z.object({
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 50, 20),
  }),
  response: z.object({ list: z.array(lotteryOrderSchema), ...pageInfo }),
});
