import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { defaulted } from '../../defaults';

/**
 * Contract indicators read after login: 1 when a contract of that kind is offered and waits for
 * the agent to accept, else 0 (always 0 for non-agents). `dailysalreqtype` daily salary,
 * `divtypereq` / `divtypecompperiodreq` dividend, `contracthoursalreq` hourly salary. An indicator
 * the answer leaves out reads as 0 (no offer).
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
    dailysalreqtype: defaulted(z.int(), 0),
    divtypereq: defaulted(z.int(), 0),
    divtypecompperiodreq: defaulted(z.int(), 0),
    contracthoursalreq: defaulted(z.int(), 0),
    realtimesalreqtype: z.nullish(z.int()),
  }),
});
