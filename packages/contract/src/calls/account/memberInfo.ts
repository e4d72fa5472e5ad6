import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { anyId, epochMs } from '../shared';

/**
 * `GET /wps/member/info` (token). The site needs `id` and `type` (the fields the platform's own
 * client reads, api-contract §8 #11); the rest may be missing. `mobile` and `email` come masked.
 */
export const memberInfo = defineCall({
  id: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.looseObject({
    id: anyId,
    account: z.nullish(z.string()),
    nickname: z.nullish(z.string()),
    type: z.int(),
    clubLabel: z.nullish(z.looseObject({ labelName: z.nullish(z.string()) })),
    regDate: z.nullish(epochMs),
    mobile: z.nullish(z.string()),
    email: z.nullish(z.string()),
    headIcon: z.nullish(z.string()),
  }),
});
