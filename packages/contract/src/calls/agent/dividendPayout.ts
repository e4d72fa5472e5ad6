import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber } from '../queryParams';
import { dividendPeriodSchema } from './shared';

/**
 * Claims the dividend of a closed period that is ready to pay (status PAYABLE): the amount goes
 * to the agent's main wallet (a DIVIDEND transaction) and the period becomes PAID. Any other period
 * is `dividend.not.payable`.
 */
export const dividendPayout = defineCall({
  id: 'dividendPayout',
  method: 'POST',
  path: '/wps/agent/dividend/payout',
  moduleId: 'SIGNCONDIV3',
  token: true,
  encrypted: false,
  request: z.object({ periodId: idText }),
  response: z.object({ period: dividendPeriodSchema, balance: looseNumber }),
});
