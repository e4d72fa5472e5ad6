import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged, optionalText } from '../shared';

/**
 * `GET /wps/agent/affiliate?code=&domain=`: resolves true for a valid invitation code; an invalid
 * one is a refusal `affiliate.code.invalid`.
 */
export const checkInvitationCode = defineCall({
  id: 'checkInvitationCode',
  method: 'GET',
  path: '/wps/agent/affiliate',
  moduleId: 'AFFMAN3',
  token: false,
  encrypted: false,
  request: z.object({
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    domain: optionalText(255),
  }),
  response: acknowledged,
});
