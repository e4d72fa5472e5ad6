import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { headIconValue } from './shared';

/** `GET /wps/member/info/icon` (token): the chosen preset avatar and its image address. */
export const headIcon = defineCall({
  id: 'headIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: headIconValue,
});
