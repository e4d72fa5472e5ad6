import * as z from 'zod/mini';
import { idText, looseNumber, queryCode, queryIntOr, queryText } from '../queryParams';
import { defineCall } from '../../call';
import { optionalText, text } from './shared';

export const winnerSchema = z.object({
  vo: z.object({
    /** Masked: first two and last two characters, e.g. `ma***11`. */
    customerName: text,
    winAmount: looseNumber,
    gameName: text,
    iconUrl: optionalText,
    nodeId: z.nullish(idText),
    vassalage: optionalText,
    gameType: optionalText,
    /** Epoch ms. */
    winTime: z.nullish(z.int()),
  }),
});

/** Biggest recent wins, biggest first; `gameCategory` ALL or a game type. */
export const winnerBoard = defineCall({
  id: 'winnerBoard',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  token: false,
  encrypted: false,
  request: z.object({
    gameCategory: queryCode,
    language: queryText(8),
    limitNum: queryIntOr(1, 50, 20),
  }),
  response: z.object({ list: z.array(winnerSchema) }),
});
