import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged, dialingCode, mobileNumber, optionalText, verificationCode } from '../shared';

/**
 * `POST /wps/member/password/verification` (encrypted): sets a new password with the SMS code
 * from `smsNoLogin`. `modify.new.old.same` when it equals the current one (the code stays valid);
 * `verification.code.error` for a wrong or used code. Needs CHNGPASSVERIF3.
 */
export const setPasswordByPhone = defineCall({
  id: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  moduleId: 'CHNGPASSVERIF3',
  token: false,
  encrypted: true,
  request: z.object({
    newPassword: z.string().check(z.minLength(1), z.maxLength(64)),
    mobileNum: mobileNumber,
    verificationCode,
    countryDialingCode: z.optional(dialingCode),
    firebaseIdToken: optionalText(4096),
  }),
  response: acknowledged,
});
