import { defineCall } from '../../call';
import { smsRegisterRequest, smsSent } from './shared';

/**
 * `POST /wps/verification/sms/register`: a code for registering this number (mobile registration,
 * or username registration with REGMOBVERF3). The answer is the same whether or not the number
 * already has an account (the text message tells its owner instead). The number is `mobileNo`, as
 * the platform's register page sends it (api-contract §8 #9).
 */
export const smsRegister = defineCall({
  id: 'smsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  moduleId: 'MOBILENUMREG3',
  token: false,
  encrypted: false,
  request: smsRegisterRequest,
  response: smsSent,
});
