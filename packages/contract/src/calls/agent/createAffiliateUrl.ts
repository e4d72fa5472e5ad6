import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { REBATE_PRODUCT_TYPES, affiliateUrlSchema, rebateRateSchema } from './shared';

/** Creates an affiliate link (at most 20 per agent) with rates within the agent's own. */
export const createAffiliateUrl = defineCall({
  id: 'createAffiliateUrl',
  method: 'POST',
  path: '/wps/relay/MCSFE_createAffiliateUrl',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({
    userType: z._default(z.enum(['MEMBER', 'AGENT']), 'MEMBER'),
    rebates: z._default(
      z.array(rebateRateSchema).check(z.maxLength(REBATE_PRODUCT_TYPES.length)),
      [],
    ),
    /** Registration domain; defaults to the site's own. */
    domain: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(100), z.regex(/^[a-z0-9.-]+(:\d+)?$/i, 'a domain name')),
    ),
  }),
  response: affiliateUrlSchema,
});
