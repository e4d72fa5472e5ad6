import { defineCall } from '../../call';
import { smsNoLoginRequest, smsSent } from './shared';

/**
 * `POST /wps/verification/sms/noLogin`: a code for SMS login or setting a password by phone.
 * Answers the same for numbers without an account (no message is sent to them).
 */
export const smsNoLogin = defineCall({
  id: 'smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  moduleId: 'VERIFICATION3',
  token: false,
  encrypted: false,
  request: smsNoLoginRequest,
  response: smsSent,
});
