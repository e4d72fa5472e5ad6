import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { dayText, idText, looseNumber } from '../queryParams';

/**
 * The dividend messages, newest first: a period closed and is ready to claim (PAYABLE), was paid
 * (PAID) or did not qualify (NOT_QUALIFIED). The site words them in the player's language.
 */
export const dividendMessages = defineCall({
  id: 'dividendMessages',
  method: 'GET',
  path: '/wps/agent/dividend/messages',
  moduleId: 'SIGNCONDIV3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({
        id: idText,
        kind: z.enum(['PAYABLE', 'PAID', 'NOT_QUALIFIED']),
        periodStart: dayText,
        periodEnd: dayText,
        amount: looseNumber,
        createdAt: z.int(),
      }),
    ),
  }),
});
