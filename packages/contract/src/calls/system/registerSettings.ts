import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { registerRules } from './shared';

/** `GET /wps/system/setting/register`: the registration field rules (same as status `info.register`). */
export const registerSettings = defineCall({
  id: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  moduleId: 'REG3',
  token: false,
  encrypted: false,
  request: z.object({}),
  response: registerRules,
});
