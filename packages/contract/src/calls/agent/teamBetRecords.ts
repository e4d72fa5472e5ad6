import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { dayText, pageInfo, queryCode, queryIntOr, queryText } from '../queryParams';
import { betRecordSchema, betSummarySchema } from '../wallet/shared';

/** Bets of the agent's whole downline (page /m/teamBetting). */
export const teamBetRecords = defineCall({
  id: 'teamBetRecords',
  method: 'GET',
  path: '/wps/agent/report/bets',
  moduleId: 'TEAMBETTING3',
  token: true,
  encrypted: false,
  request: z.object({
    startDate: z.optional(dayText),
    endDate: z.optional(dayText),
    username: queryText(40),
    gameType: queryCode,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({ list: z.array(betRecordSchema), summary: betSummarySchema, ...pageInfo }),
});
