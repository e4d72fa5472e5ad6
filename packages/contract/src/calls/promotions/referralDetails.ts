import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryText } from '../queryParams';

/** The session's own invite code, how many registered with it, and the domains to share. */
export const referralDetails = defineCall({
  id: 'referralDetails',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ autoGenerate: queryText(8) }),
  response: z.object({
    referralCode: z.string(),
    totalInvitations: z.int().check(z.gte(0)),
    promotionDomains: z.array(z.string()),
  }),
});
