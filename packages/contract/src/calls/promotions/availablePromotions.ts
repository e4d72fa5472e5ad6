import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { looseNumber, queryText } from '../queryParams';

/**
 * Which promotions the operator runs, for everyone (no session needed): the invite-friends entry
 * shows when `REFERRAL` is enabled, the daily sign-in when `LOGIN` is.
 */
export const availablePromotions = defineCall({
  id: 'availablePromotions',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({ language: queryText(8) }),
  response: z.array(
    z.object({
      key: z.string(),
      enabled: z.boolean(),
      title: z.nullish(z.string()),
      description: z.nullish(z.string()),
      /** Bonus in percent (FIRST_DEPOSIT) or the top reward amount (REFERRAL, LOGIN). */
      bonusPercent: z.nullish(z.number()),
      maxReward: z.nullish(looseNumber),
    }),
  ),
});
