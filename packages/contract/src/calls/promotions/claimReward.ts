import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber } from '../queryParams';

/** Claims one reward into the main wallet. */
export const claimReward = defineCall({
  id: 'claimReward',
  method: 'POST',
  path: '/wps/relay/REWCEN_claimReward',
  moduleId: 'REWCEN3',
  token: true,
  encrypted: false,
  request: z.object({ rewardId: idText }),
  response: z.object({
    rewardId: z.nullish(idText),
    amount: looseNumber,
    balance: z.nullish(looseNumber),
  }),
});
