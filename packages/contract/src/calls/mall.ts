// Points mall: points earned from bets, a catalogue of items, redemptions.
import * as z from 'zod/mini';
import { MAX_REDEEM_QUANTITY } from '@playdeck/domain';
import { defineCall } from '../call';
import { idText, pageInfo, queryIntOr } from './queryParams';

/** Error codes of the points mall calls. */
export const mallErrorCodes = {
  /** Trial accounts (type 4) cannot redeem. HTTP 403. */
  freeReject: 'free_reject',
  itemNotFound: 'mall.item.not.found',
  /** `value` carries `{points, needed}`. */
  notEnoughPoints: 'mall.points.insufficient',
  /** `value` carries `{stock}`. */
  outOfStock: 'mall.item.out.of.stock',
} as const;

export const MALL_CATEGORIES = ['BONUS', 'VOUCHER', 'MERCH', 'GADGET'] as const;

/**
 * The session's points: earned from recorded bets (one point per `pesosPerPoint` staked), spent on
 * redemptions, and what is left (never below 0). A trial account has none.
 */
export const mallPoints = defineCall({
  id: 'mallPoints',
  method: 'GET',
  path: '/wps/mall/points',
  moduleId: 'PTSYS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    points: z.int().check(z.gte(0)),
    earned: z.int().check(z.gte(0)),
    spent: z.int().check(z.gte(0)),
    pesosPerPoint: z.number().check(z.positive()),
  }),
});

export const mallItemSchema = z.object({
  id: idText,
  name: z.string(),
  description: z.string(),
  category: z.enum(MALL_CATEGORIES),
  /** Points for one. */
  cost: z.int().check(z.positive()),
  /** Left to redeem; null means no limit. */
  stock: z.nullable(z.int().check(z.gte(0))),
});

/** The catalogue, cheapest first. Anyone may look; redeeming needs a session. */
export const mallItems = defineCall({
  id: 'mallItems',
  method: 'GET',
  path: '/wps/mall/items',
  moduleId: 'PTSYS3',
  token: false,
  encrypted: false,
  request: z.object({}),
  response: z.object({ list: z.array(mallItemSchema) }),
});

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
    redemptionId: idText,
    itemName: z.string(),
    quantity: z.int().check(z.positive()),
    /** Points spent by this redemption. */
    spent: z.int().check(z.positive()),
    /** Points left after it. */
    points: z.int().check(z.gte(0)),
  }),
});

/** The session's redemptions, newest first. */
export const mallRedemptions = defineCall({
  id: 'mallRedemptions',
  method: 'GET',
  path: '/wps/mall/redemptions',
  moduleId: 'PTSYS3',
  token: true,
  encrypted: false,
  request: z.object({
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({
    list: z.array(
      z.object({
        id: idText,
        itemName: z.string(),
        quantity: z.int().check(z.positive()),
        spent: z.int().check(z.positive()),
        createdAt: z.int(),
      }),
    ),
    ...pageInfo,
  }),
});

export const mallCalls = { mallPoints, mallItems, redeemMallItem, mallRedemptions } as const;
