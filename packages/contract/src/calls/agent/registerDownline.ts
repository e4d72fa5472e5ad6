import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText } from '../queryParams';
import { REBATE_PRODUCT_TYPES, downlineUsername, rebateRateSchema } from './shared';

/**
 * Opens a downline account (encrypted): rates at most the agent's own per product, within the
 * quota. `type` MEMBER opens a player (type 0), AGENT a sub-agent (type 1). The new account logs
 * in with the given password.
 */
export const registerDownline = defineCall({
  id: 'registerDownline',
  method: 'POST',
  path: '/wps/agent/downline',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: true,
  request: z
    .object({
      username: downlineUsername,
      password: z
        .string()
        .check(z.minLength(6, 'at least 6 characters'), z.maxLength(20, 'at most 20 characters')),
      confirmPassword: z.string(),
      nickname: z.optional(z.string().check(z.trim(), z.maxLength(30))),
      type: z._default(z.enum(['MEMBER', 'AGENT']), 'MEMBER'),
      rebates: z._default(
        z.array(rebateRateSchema).check(z.maxLength(REBATE_PRODUCT_TYPES.length)),
        [],
      ),
    })
    .check(
      z.refine((d) => d.password === d.confirmPassword, {
        path: ['confirmPassword'],
        message: 'does not match',
      }),
    ),
  response: z.object({ id: idText, username: z.string(), type: z.int() }),
});
