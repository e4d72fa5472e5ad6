import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, pageInfo, queryIntOr } from '../queryParams';

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
