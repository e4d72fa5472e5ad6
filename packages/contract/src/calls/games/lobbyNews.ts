import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, pageInfo, queryIntOr, queryText } from '../queryParams';

/**
 * The game lobby's news (`GLS2_lobbyNews`), newest first, in the language asked for: new games,
 * events and lobby notices. A news item about a game names it (`nodeId`, `gameName`), so the site
 * can open that game.
 */
export const lobbyNews = defineCall({
  id: 'lobbyNews',
  method: 'GET',
  path: '/wps/relay/GLS2_lobbyNews',
  moduleId: 'GAMELO3',
  token: false,
  encrypted: false,
  request: z.object({
    language: queryText(8),
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 50, 10),
  }),
  response: z.object({
    list: z.array(
      z.object({
        id: idText,
        category: z.enum(['NEW_GAME', 'EVENT', 'NOTICE']),
        title: z.string(),
        summary: z.string(),
        /** HTML, sanitised before it is shown. */
        content: z.string(),
        nodeId: z.nullish(idText),
        gameName: z.nullish(z.string()),
        vassalage: z.nullish(z.string()),
        gameType: z.nullish(z.string()),
        publishedAt: z.int(),
      }),
    ),
    ...pageInfo,
  }),
});
