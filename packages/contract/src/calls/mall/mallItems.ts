import * as z from 'zod/mini';
import { idText } from '../queryParams';
import { defineCall } from '../../call';

export const MALL_CATEGORIES = ['BONUS', 'VOUCHER', 'MERCH', 'GADGET'] as const;

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
