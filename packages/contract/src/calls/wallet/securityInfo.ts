import * as z from 'zod/mini';
import { defineCall } from '../../call';

/** Security centre: what the account has bound (contact details masked). */
export const securityInfo = defineCall({
  id: 'securityInfo',
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    loginPasswordSet: z.boolean(),
    mobileBound: z.boolean(),
    mobile: z.nullish(z.string()),
    emailBound: z.boolean(),
    email: z.nullish(z.string()),
    paymentPasswordSet: z.boolean(),
  }),
});
