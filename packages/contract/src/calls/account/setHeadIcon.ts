import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { headIconValue } from './shared';

/** `POST /wps/member/info/icon`, form-encoded `icon` (token): picks a preset avatar. */
export const setHeadIcon = defineCall({
  id: 'setHeadIcon',
  method: 'POST',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  token: true,
  encrypted: false,
  form: true,
  request: z.object({
    icon: z.string().check(z.regex(/^\d{1,2}$/, 'an icon number')),
  }),
  response: headIconValue,
});
