import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber } from '../queryParams';
import { SUB_ORDER_STATUSES, drawNumbers, lotteryOrderSchema } from './shared';

/**
 * One lottery order with its sub-orders, one per draw (`/lgw/orders/detail`): each draw's
 * number, time, stake, status, win and result, and whether it can still be cancelled. Bare
 * answer; an order of someone else is HTTP 404 `order.not.found`.
 */
export const lotteryOrderDetail = defineCall({
  id: 'lotteryOrderDetail',
  method: 'GET',
  path: '/lgw/orders/detail',
  token: true,
  encrypted: false,
  bare: true,
  request: z.object({ orderId: idText }),
  response: z.object({
    order: lotteryOrderSchema,
    subOrders: z.array(
      z.object({
        subOrderId: idText,
        numero: z.string(),
        drawAt: z.int(),
        stake: looseNumber,
        status: z.enum(SUB_ORDER_STATUSES),
        win: looseNumber,
        /** The draw's numbers once drawn. */
        result: z.nullish(drawNumbers),
        /** Pending, and betting on its draw has not closed. */
        cancellable: z.boolean(),
      }),
    ),
  }),
});
