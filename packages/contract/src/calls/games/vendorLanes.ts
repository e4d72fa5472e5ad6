import * as z from 'zod/mini';
import { idText, looseNumber, queryText } from '../queryParams';
import { defineCall } from '../../call';
import { optionalText, text } from './shared';

export const vendorCardSchema = z.object({
  vassalage: text,
  displayName: text,
  gameType: text,
  gameCode: optionalText,
  /**
   * `VASSALAGE`: the card opens the vendor's game list. `GAME`: the card launches the vendor's
   * lobby directly with the given `nodeId` and `gameId` (sports, esports, cockfight, lottery).
   */
  isGame: z.string(),
  nodeId: z.nullish(idText),
  gameId: z.nullish(idText),
  mobileLargeIcon: optionalText,
  accountTypeName: optionalText,
  gameCount: z.nullish(z.int()),
});

export const classifySchema = z.object({
  key: text,
  displayName: text,
  gameCount: z.nullish(z.int()),
  /** Vendor codes that have games of this class. */
  vendors: z.nullish(z.array(z.string())),
});

/**
 * One lane per game type. `minBets` and `minLines` list the distinct values present in the lane,
 * the options of the game filter panel (an addition of this reference server; optional).
 */
export const vendorLanes = defineCall({
  id: 'vendorLanes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  token: false,
  encrypted: false,
  request: z.object({
    platform: queryText(40),
    merchantCode: queryText(40),
    clientType: queryText(4),
    language: queryText(8),
  }),
  response: z.object({
    data: z.object({
      lanes: z.array(
        z.object({
          title: text,
          cards: z.array(vendorCardSchema),
          gameClassify: z.array(classifySchema),
          minBets: z.nullish(z.array(looseNumber)),
          minLines: z.nullish(z.array(looseNumber)),
        }),
      ),
    }),
  }),
});
