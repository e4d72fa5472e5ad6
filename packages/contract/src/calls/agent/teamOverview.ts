import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { defaulted } from '../../defaults';
import { dayText, looseNumber, queryIntOr } from '../queryParams';

/**
 * Team KPI of a date range (`YYYY-MM-DD`, operator days): members of the downline who logged in,
 * bet, registered in the range, and who are online now. `size` 0 asks for the footer only. The
 * spec names only `value.footer`: a count it leaves out reads as 0.
 * (The platform's path for this call is not public; this is the name a re-implementation used.)
 */
export const teamOverview = defineCall({
  id: 'teamOverview',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamOverviewSum',
  moduleId: 'AGEINFO3',
  token: true,
  encrypted: false,
  request: z.object({
    startDate: dayText,
    endDate: dayText,
    size: queryIntOr(0, 100, 0),
  }),
  response: z.object({
    footer: z.object({
      teamLoginMemberCount: defaulted(z.int(), 0),
      teamBetMemberCount: defaulted(z.int(), 0),
      teamRegisterMemberCount: defaulted(z.int(), 0),
      teamOnlineCount: defaulted(z.int(), 0),
      teamMemberCount: z.nullish(z.int()),
      teamBetAmount: z.nullish(looseNumber),
      teamDepositAmount: z.nullish(looseNumber),
    }),
  }),
});
