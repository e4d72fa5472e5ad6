import * as z from 'zod/mini';
import { idText, queryCode, queryIntOr, queryText } from '../queryParams';
import { defineCall } from '../../call';

/** Lottery prize modes (spec §4); the default is Elott. */
export const LOTTO_PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;

/** Lottery play types: tradition and entertainment. */
export const LOTTO_PLAY_TYPES = ['trad', 'ent'] as const;

const launchCommon = {
  platform: queryText(40),
  clientType: queryText(4),
  language: queryText(8),
  username: queryText(60),
  webView: queryText(8),
  isCoin: queryText(8),
  confirmTrans: queryText(8),
  /** Where the game's back button goes: a path on this site (anything else is ignored). */
  backUrl: queryText(300),
};

/** The launch of a vendor game (`launchMode` GLS). */
export const vendorGameLaunchRequest = z.object({
  launchMode: z.literal('GLS'),
  nodeId: idText,
  gameId: z.optional(idText),
  roomId: queryText(40),
  /** 1 real money (default), 0 free play (session types 0, 1, 2 only). */
  accountType: queryIntOr(0, 1, 1),
  vassalage: queryCode,
  vendor: queryCode,
  gameType: queryCode,
  category: queryCode,
  ...launchCommon,
});

/** Game launch: `launchMode` GLS (a game) or LOTT (a lottery game or lobby). */
export const launchGameRequest = z.discriminatedUnion('launchMode', [
  vendorGameLaunchRequest,
  z.object({
    launchMode: z.literal('LOTT'),
    /** Vendor code of the lottery (TCG or VNLOTTO); defaults to the vendor of the game code. */
    vendor: queryCode,
    vassalage: queryCode,
    /** A lottery game code; without it the vendor's lottery lobby opens. */
    lottoGameCode: queryCode,
    gameCode: queryCode,
    lottoPrizeMode: z._default(z.enum(LOTTO_PRIZE_MODES), 'Elott'),
    prizeMode: z.optional(z.enum(LOTTO_PRIZE_MODES)),
    playType: z._default(z.enum(LOTTO_PLAY_TYPES), 'trad'),
    lottoArea: queryText(40),
    lottoView: queryText(40),
    device: queryText(40),
    ...launchCommon,
  }),
]);

const gameUrl = z.string().check(z.minLength(1));

/**
 * Launches a game for the session. The answer's `content.game_url` is the page to open (on this
 * reference server, a demo game page on the same origin); older builds answer `gameUrl`, `url`,
 * `link` or `launchUrl` instead, read into `content.game_url`. Launching records the game as
 * recent. Fails with `gameErrorCodes` codes; the platform refuses with HTTP 500 `#727` (system
 * busy) or `#734` (previous round unfinished), so a launch is never sent twice (`noRetry`).
 */
export const launchGame = defineCall({
  id: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  token: true,
  encrypted: false,
  noRetry: true,
  request: launchGameRequest,
  response: z.pipe(
    z
      .looseObject({
        content: z.optional(z.looseObject({ game_url: z.optional(gameUrl) })),
        gameUrl: z.optional(gameUrl),
        url: z.optional(gameUrl),
        link: z.optional(gameUrl),
        launchUrl: z.optional(gameUrl),
      })
      .check(
        z.refine((v) => !!(v.content?.game_url ?? v.gameUrl ?? v.url ?? v.link ?? v.launchUrl), {
          message: 'a game address is required',
          path: ['content', 'game_url'],
        }),
      ),
    z.transform((v) => ({
      content: {
        game_url: v.content?.game_url ?? v.gameUrl ?? v.url ?? v.link ?? v.launchUrl ?? '',
      },
    })),
  ),
});
