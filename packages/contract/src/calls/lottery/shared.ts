// The lottery calls' schemas and codes that more than one call uses. Every `/lgw/` answer is bare
// (no `{success, value}` envelope, api-contract §8 #6); refusals are HTTP error statuses.
import * as z from 'zod/mini';
import { idText, looseNumber } from '../queryParams';

/** Error codes of the lottery order calls. */
export const lotteryErrorCodes = {
  /** No order of the session has that id. HTTP 404. */
  orderNotFound: 'order.not.found',
  /** A sub-order already drawn, cancelled, or too close to its draw. HTTP 409; `value.subOrderIds`. */
  notCancellable: 'suborder.not.cancellable',
  /** No lottery has that game code. HTTP 404. */
  gameNotFound: 'game.not.found',
} as const;

/** A draw's numbers as the lottery shows them: "07", "23"… or digits "4", "0"… */
export const drawNumbers = z.array(z.string());

export const SUB_ORDER_STATUSES = ['PENDING', 'WON', 'LOST', 'CANCELLED'] as const;

/** An order: one choice of numbers played on one or more draws. */
export const lotteryOrderSchema = z.object({
  orderId: idText,
  gameCode: z.string(),
  gameName: z.string(),
  numbers: drawNumbers,
  /** How many draws it plays (its sub-orders). */
  draws: z.int(),
  /** The stake of every draw together. */
  stake: looseNumber,
  win: looseNumber,
  /** PENDING while a draw is to come; then WON or LOST; CANCELLED when every draw was. */
  status: z.enum(SUB_ORDER_STATUSES),
  createdAt: z.int(),
});
