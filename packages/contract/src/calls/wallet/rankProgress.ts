import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, looseNumber } from '../queryParams';

/**
 * VIP rank progress. The conditions are turnover in pesos: `completedConditions` is the turnover
 * so far, `totalExpectedConditions` what the next rank needs (equal at the top rank). A trial
 * account has no rank label (`labelId` null), which the site shows as full progress. An answer in
 * the shape other clients saw (api-contract §4, L: `playerRankName` and `totalTurnover`) reads
 * the same way: the total turnover is the progress and the rank name its label.
 */
const turnover = z.object({ actual: looseNumber, expected: looseNumber });

const conditions = z.object({
  completedConditions: looseNumber,
  totalExpectedConditions: looseNumber,
});

export const rankProgress = defineCall({
  id: 'rankProgress',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.pipe(
    z
      .object({
        playerRankName: z.nullish(z.string()),
        nextRankName: z.nullish(z.string()),
        currentProgress: z.nullish(conditions),
        playerRankProgress: z.nullish(
          z.object({
            labelId: z.nullish(idText),
            labelName: z.nullish(z.string()),
          }),
        ),
        monthlyTurnover: z.nullish(turnover),
        totalTurnover: z.nullish(turnover),
      })
      .check(
        z.refine((v) => !!(v.currentProgress ?? v.totalTurnover), {
          message: 'currentProgress or totalTurnover required',
          path: ['currentProgress'],
        }),
      ),
    z.transform((v) => ({
      ...v,
      currentProgress: v.currentProgress ?? {
        completedConditions: v.totalTurnover?.actual ?? 0,
        totalExpectedConditions: v.totalTurnover?.expected ?? 0,
      },
      playerRankProgress: v.playerRankProgress ?? {
        labelId: v.playerRankName ?? null,
        labelName: v.playerRankName ?? null,
      },
    })),
  ),
});
