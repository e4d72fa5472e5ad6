import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryText } from '../queryParams';

/**
 * The service domain route (`/wps/system/domainRoute`): the addresses the site answers on, the
 * main one first, then backups a player can use when one is blocked or slow. `domain` names the
 * address asked from (the platform refuses a malformed one with `request_param_err`); `current`
 * is that address when it is one of the merchant's.
 */
export const domainRoute = defineCall({
  id: 'domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({ domain: queryText(255) }),
  response: z.object({
    domains: z.array(
      z.object({
        url: z.string(),
        kind: z.enum(['MAIN', 'BACKUP']),
        label: z.nullish(z.string()),
      }),
    ),
    current: z.nullish(z.string()),
  }),
});
