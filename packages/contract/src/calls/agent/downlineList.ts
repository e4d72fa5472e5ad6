import * as z from 'zod/mini';
import { idText, looseNumber, pageInfoCounted, queryIntOr, queryText } from '../queryParams';
import { defineCall } from '../../call';
import { rebateRateSchema } from './shared';

export const downlineSchema = z.object({
  id: idText,
  username: z.string(),
  nickname: z.nullish(z.string()),
  /** Customer type of the downline (0 member, 1 agent). */
  type: z.int(),
  registeredAt: z.int(),
  lastLoginAt: z.nullish(z.int()),
  online: z.boolean(),
  balance: looseNumber,
  rebates: z.array(rebateRateSchema),
});

/** The agent's direct downline, newest first; `username` narrows by a part of the name. */
export const downlineList = defineCall({
  id: 'downlineList',
  method: 'GET',
  path: '/wps/agent/downlines',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({
    username: queryText(40),
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({ list: z.array(downlineSchema), ...pageInfoCounted }),
});
