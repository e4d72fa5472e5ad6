import * as z from 'zod/mini';
import { defineCall } from '../../call';

/**
 * Contract indicators read after login: 1 when a contract of that kind is offered and waits for
 * the agent to accept, else 0 (always 0 for non-agents). `dailysalreqtype` daily salary,
 * `divtypereq` / `divtypecompperiodreq` dividend, `contracthoursalreq` hourly salary.
 */
export const contractIndicators = defineCall({
  id: 'contractIndicators',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    dailysalreqtype: z.int(),
    divtypereq: z.int(),
    divtypecompperiodreq: z.int(),
    contracthoursalreq: z.int(),
    realtimesalreqtype: z.nullish(z.int()),
  }),
});
