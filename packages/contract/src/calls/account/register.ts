import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { registeredValue, registrationFields } from './shared';

/**
 * `PUT /wps/member/register` (encrypted): register by username. Needs flag USERNAMEREG3 and a
 * captcha. Fields are checked against the register rules (`registerSettings`); a failing field
 * answers `register.field.invalid` with value `{field, problem}`. With REGMOBVERF3 on, a given
 * mobile number needs its SMS code in `verificationCode`.
 */
export const register = defineCall({
  id: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  moduleId: 'REG3',
  token: false,
  encrypted: true,
  request: z.object(registrationFields),
  response: registeredValue,
});
