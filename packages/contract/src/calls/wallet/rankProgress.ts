import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber } from '../queryParams';

/**
 * VIP rank progress. The conditions are turnover in pesos: `completedConditions` is the turnover
 * so far, `totalExpectedConditions` what the next rank needs (equal at the top rank). A trial
 * account has no rank label (`labelId` null), which the site shows as full progress.
 */
export const rankProgress = defineCall({
  id: 'rankProgress',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    playerRankName: z.nullish(z.string()),
    nextRankName: z.nullish(z.string()),
    currentProgress: z.object({
      completedConditions: looseNumber,
      totalExpectedConditions: looseNumber,
    }),
    playerRankProgress: z.object({
      labelId: z.nullish(idText),
      labelName: z.nullish(z.string()),
    }),
    monthlyTurnover: z.nullish(z.object({ actual: looseNumber, expected: looseNumber })),
    totalTurnover: z.nullish(z.object({ actual: looseNumber, expected: looseNumber })),
  }),
});
