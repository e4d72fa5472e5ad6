import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { affiliateUrlSchema } from './shared';

export const affiliateUrls = defineCall({
  id: 'affiliateUrls',
  method: 'GET',
  path: '/wps/relay/MCSFE_viewAffiliateUrls',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ list: z.array(affiliateUrlSchema) }),
});
