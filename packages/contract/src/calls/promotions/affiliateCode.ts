import * as z from 'zod/mini';
import { defineCall } from '../../call';

/**
 * The code the affiliate entry shares. For an agent: the code of their default affiliate link
 * (created on first use, no rebate); registering with it as `affiliateCode` opens the account
 * in their downline. For anyone else: their invite code, the same as `referralCode`.
 */
export const affiliateCode = defineCall({
  id: 'affiliateCode',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAffiliateCode',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ code: z.string() }),
});
