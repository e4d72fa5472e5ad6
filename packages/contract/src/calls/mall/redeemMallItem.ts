import * as z from 'zod/mini';
import { MAX_REDEEM_QUANTITY } from '@playdeck/domain';
import { defineCall } from '../../call';
import { idText } from '../queryParams';

/**
 * Redeems `quantity` of an item for its points. Refused (nothing spent) when the points do not
 * cover it, the stock is short, or the item does not exist.
 */
export const redeemMallItem = defineCall({
  id: 'redeemMallItem',
  method: 'POST',
  path: '/wps/mall/redeem',
  moduleId: 'PTSYS3',
  token: true,
  encrypted: false,
  request: z.object({
    itemId: z.union([
      z.string().check(z.regex(/^\d{1,9}$/, 'an item id')),
      z.int().check(z.positive()),
    ]),
    quantity: z._default(z.int().check(z.gte(1), z.lte(MAX_REDEEM_QUANTITY)), 1),
  }),
  response: z.object({
    redemptionId: z.nullish(idText),
    itemName: z.string(),
    quantity: z.nullish(z.int().check(z.positive())),
    /** Points spent by this redemption. */
    spent: z.nullish(z.int().check(z.positive())),
    /** Points left after it. */
    points: z.int().check(z.gte(0)),
  }),
});
