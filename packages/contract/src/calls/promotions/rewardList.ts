import * as z from 'zod/mini';
import { idText, looseNumber, pageInfo, queryIntOr } from '../queryParams';
import { defineCall } from '../../call';

export const REWARD_STATUSES = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;

export const rewardSchema = z.object({
  id: idText,
  title: z.string(),
  description: z.nullish(z.string()),
  amount: looseNumber,
  status: z.enum(REWARD_STATUSES),
  /** Where it comes from, e.g. REBATE, VIP, EVENT, SIGN_IN. */
  source: z.string(),
  createdAt: z.int(),
  expiresAt: z.nullish(z.int()),
  claimedAt: z.nullish(z.int()),
});

/** The session's rewards, newest first; `status` ALL (default) or one status. */
export const rewardList = defineCall({
  id: 'rewardList',
  method: 'GET',
  path: '/wps/relay/REWCEN_getRewardList',
  moduleId: 'REWCEN3',
  token: true,
  encrypted: false,
  request: z.object({
    status: z._default(z.enum(['ALL', ...REWARD_STATUSES]), 'ALL'),
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({
    list: z.array(rewardSchema),
    ...pageInfo,
    /** Sum of the rewards still to claim. */
    availableTotal: looseNumber,
  }),
});
