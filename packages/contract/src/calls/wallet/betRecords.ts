import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { pageInfo, queryCode, queryIntOr } from '../queryParams';
import { betRecordSchema, betSummarySchema, dayRange } from './shared';

/**
 * Betting record: real-money bets of the session (placed on the demo game pages), newest first,
 * with a summary of the whole range.
 */
export const betRecords = defineCall({
  id: 'betRecords',
  method: 'GET',
  path: '/wps/report/bets',
  moduleId: 'TRANSBETREPMEM3',
  token: true,
  encrypted: false,
  request: z.object({
    ...dayRange,
    gameType: queryCode,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({ list: z.array(betRecordSchema), summary: betSummarySchema, ...pageInfo }),
});
