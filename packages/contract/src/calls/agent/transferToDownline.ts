import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, moneyAmount } from '../queryParams';
import { downlineTransferAnswer, transferRemark } from './shared';

/**
 * An agent sends money from their main wallet to one member of their direct downline (spec 2 §7
 * "transfer downline"). Never more than the agent holds (`balance.insufficient`); a member outside
 * the downline is `downline.not.found`. Both wallets record a TRANSFER.
 */
export const transferToDownline = defineCall({
  id: 'transferToDownline',
  method: 'POST',
  path: '/wps/agent/transfer/downline',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({ downlineId: idText, amount: moneyAmount, remark: transferRemark }),
  response: downlineTransferAnswer,
});
