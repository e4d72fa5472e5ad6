import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, moneyAmount } from '../queryParams';
import { downlineTransferAnswer, transferRemark } from './shared';

/**
 * The same amount to each of several direct downlines at once (spec 2 §7 "multiple downlines"),
 * only while the whitelabel flag AGENTRANSMULTDOWN3 is on (`function.not.available` otherwise).
 * All or nothing: the agent must hold the whole sum (`balance.insufficient`), and every member
 * must be in the downline (`downline.not.found`, `value.downlineIds` naming the others).
 */
export const transferToDownlines = defineCall({
  id: 'transferToDownlines',
  method: 'POST',
  path: '/wps/agent/transfer/downlines',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({
    downlineIds: z.array(idText).check(
      z.minLength(2, 'choose at least 2 members'),
      z.maxLength(50, 'at most 50 members at once'),
      z.refine((ids) => new Set(ids).size === ids.length, 'each member once'),
    ),
    /** What each member receives. */
    amount: moneyAmount,
    remark: transferRemark,
  }),
  response: downlineTransferAnswer,
});
