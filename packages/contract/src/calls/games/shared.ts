// The games calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.
import * as z from 'zod/mini';
import { flag01, idText, looseNumber, queryText } from '../queryParams';

/** Game types of the catalogue. ESPORTS and COCKFIGHT vendors are listed under SPORTS. */
export const GAME_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT', 'ELOTT'] as const;

export type GameType = (typeof GAME_TYPES)[number];

/** Error codes of the game calls (besides `request_param_err` and `login.not.session`). */
export const gameErrorCodes = {
  /** The node id names no game of the catalogue. */
  gameNotFound: 'game.not.found',
  /** Free play (accountType 0) for a session type other than 0, 1 or 2 (spec §8). */
  freeReject: 'free_reject',
  /** Free play asked for a game that has no free-play mode (`supportPlay` 0). */
  freePlayUnavailable: 'game.freeplay.unavailable',
  /** The game is in maintenance. */
  gameMaintenance: 'game.maintenance',
} as const;

export const text = z.string();

export const optionalText = z.nullish(z.string());

/**
 * One game as the list, hot, favourite and recent calls answer it (spec §3 "Game"). The site
 * needs its node id, a name (`gameName`, else `nodeName`: api-contract §8 #7), its type and its
 * vendor; everything else may be missing.
 */
export const gameSchema = z.pipe(
  z
    .object({
      gameId: z.nullish(idText),
      nodeId: idText,
      nodeName: optionalText,
      roomId: z.nullish(idText),
      gameCode: optionalText,
      gameName: optionalText,
      gameType: text,
      /** Vendor code. */
      vassalage: text,
      /** Vendor display name. */
      displayName: optionalText,
      /** Classification key, e.g. ROU, BAC, BG (bingo), VIDEO. */
      gameClassify: optionalText,
      minBet: z.nullish(looseNumber),
      minLine: z.nullish(looseNumber),
      iconUrl: optionalText,
      showIcon: optionalText,
      isHot: z.nullish(flag01),
      isNew: z.nullish(flag01),
      /** 1 when the game has a free-play mode. */
      supportPlay: z.nullish(flag01),
      freeplay: z.nullish(flag01),
      lottoMode: optionalText,
      isGameH5: z.nullish(flag01),
      /** Lottery play type: `trad` (tradition) or `ent` (entertainment). */
      playType: optionalText,
    })
    .check(
      z.refine((g) => !!(g.gameName || g.nodeName), {
        message: 'gameName or nodeName required',
        path: ['gameName'],
      }),
    ),
  z.transform(({ gameName, nodeName, ...game }) => ({
    ...game,
    nodeName,
    gameName: gameName || nodeName || '',
  })),
);

export type Game = z.output<typeof gameSchema>;

export const favouriteChange = z.object({
  nodeId: idText,
  /** Vendor code (optional: the server knows it from the node id). */
  vendor: queryText(40),
  gameType: queryText(40),
});

export const vnLotteryGameSchema = z.object({
  gameCode: text,
  gameName: text,
  nodeId: z.nullish(idText),
  /** Days of the week with a draw, 0 = Sunday. */
  drawDays: z.array(z.int().check(z.gte(0), z.lte(6))),
  /** Local draw time, `HH:mm` (Asia/Ho_Chi_Minh). */
  drawTime: z.string(),
  iconUrl: optionalText,
});
