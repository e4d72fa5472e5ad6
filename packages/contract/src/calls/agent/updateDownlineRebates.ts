import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText } from '../queryParams';
import { REBATE_PRODUCT_TYPES, rebateRateSchema } from './shared';

/** Changes a direct downline's rates, within the agent's own. */
export const updateDownlineRebates = defineCall({
  id: 'updateDownlineRebates',
  method: 'POST',
  path: '/wps/agent/updateDownlineRebates',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({
    downlineId: idText,
    rebates: z
      .array(rebateRateSchema)
      .check(z.minLength(1), z.maxLength(REBATE_PRODUCT_TYPES.length)),
  }),
  response: z.object({ downlineId: idText, rebates: z.array(rebateRateSchema) }),
});
