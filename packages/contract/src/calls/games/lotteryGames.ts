import * as z from 'zod/mini';
import { flag01, idText, queryText } from '../queryParams';
import { defineCall } from '../../call';
import { optionalText, text } from './shared';

export const lotteryGameSchema = z.object({
  gameCode: text,
  gameName: text,
  nodeId: idText,
  vendor: text,
  gameType: text,
  iconUrl: optionalText,
  prizeModes: z.array(z.string()),
  playTypes: z.array(z.string()),
  /** Seconds between draws. */
  drawIntervalSeconds: z.int().check(z.positive()),
  /** Epoch ms of the next draw. */
  nextDrawAt: z.int(),
  isHot: z.nullish(flag01),
  isNew: z.nullish(flag01),
});

/** The lottery games (TCG lotto) with their draw rhythm. */
export const lotteryGames = defineCall({
  id: 'lotteryGames',
  method: 'GET',
  path: '/lgw/games/mobile',
  token: false,
  encrypted: false,
  request: z.object({ language: queryText(8) }),
  response: z.object({ list: z.array(lotteryGameSchema) }),
});
