import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber } from '../queryParams';

/**
 * Cancels sub-orders of an order before their draws close (`/lgw/orders/suborders/cancel`): their
 * stakes go back to the main wallet. All or nothing: one that cannot be cancelled (drawn,
 * cancelled, or closed for bets) refuses the lot with HTTP 409 `suborder.not.cancellable`.
 */
export const cancelLotterySubOrders = defineCall({
  id: 'cancelLotterySubOrders',
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  token: true,
  encrypted: false,
  bare: true,
  request: z.object({
    orderId: idText,
    subOrderIds: z.array(idText).check(z.minLength(1, 'choose a draw to cancel'), z.maxLength(50)),
  }),
  response: z.object({
    cancelled: z.array(idText),
    refunded: looseNumber,
    /** The main wallet after the refund. */
    balance: looseNumber,
  }),
});
