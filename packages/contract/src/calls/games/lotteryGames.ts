import * as z from 'zod/mini';
import { flag01, idText, queryText } from '../queryParams';
import { defineCall } from '../../call';
import { defaulted } from '../../defaults';
import { optionalText, text } from './shared';

/**
 * One lottery of the list. The site needs its code and name to show and launch it; the vendor is
 * TCG when not given, the play types tradition when none are listed, and a missing next draw
 * leaves the card without its draw time.
 */
export const lotteryGameSchema = z.object({
  gameCode: text,
  gameName: text,
  nodeId: z.nullish(idText),
  vendor: defaulted(text, 'TCG'),
  gameType: optionalText,
  iconUrl: optionalText,
  prizeModes: defaulted(z.array(z.string()), []),
  playTypes: defaulted(z.array(z.string()), []),
  /** Seconds between draws. */
  drawIntervalSeconds: z.nullish(z.int().check(z.positive())),
  /** Epoch ms of the next draw. */
  nextDrawAt: z.nullish(z.int()),
  isHot: z.nullish(flag01),
  isNew: z.nullish(flag01),
});

/**
 * The lottery games (TCG lotto) with their draw rhythm. A `/lgw/` answer: no envelope, the body is
 * an object whose values are the lotteries (api-contract §8 #6, the platform's store takes
 * `Object.values(body)`); it reads as `{list}` in the object's order.
 */
export const lotteryGames = defineCall({
  id: 'lotteryGames',
  method: 'GET',
  path: '/lgw/games/mobile',
  token: false,
  encrypted: false,
  bare: true,
  request: z.object({ language: queryText(8) }),
  response: z.pipe(
    z.record(z.string(), lotteryGameSchema),
    z.transform((byKey) => ({ list: Object.values(byKey) })),
  ),
});
