import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { mobileNumber, verificationCode } from '../shared';
import { registeredValue, registrationFields } from './shared';

/**
 * `PUT /wps/member/register/mobile` (encrypted): register by mobile number; the username is the
 * mobile number and `verificationCode` is the SMS code from `smsRegister`. Needs MOBILENUMREG3.
 */
export const registerMobile = defineCall({
  id: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  moduleId: 'MOBILENUMREG3',
  token: false,
  encrypted: true,
  request: z.object({
    ...registrationFields,
    mobileNum: mobileNumber,
    verificationCode,
  }),
  response: registeredValue,
});
