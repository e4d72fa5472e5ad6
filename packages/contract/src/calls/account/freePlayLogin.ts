import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { optionalText } from '../shared';
import { sessionValue } from './shared';

/**
 * `POST /wps/session/login/freeplay`: creates a trial account (type 4) and its session. Carries an
 * `Encryption` header (RSA of a random reversed key) but no encrypted body. Needs flag FREEPLAY3.
 */
export const freePlayLogin = defineCall({
  id: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  moduleId: 'FREEPLAY3',
  token: false,
  encrypted: false,
  keyHeader: true,
  request: z.object({
    os: optionalText(40),
    platform: z.optional(z.enum(['W', 'M'])),
    loginDeviceId: optionalText(64),
  }),
  response: sessionValue,
});
