// Games, vendors, favourites, recent, launch, lottery, winners, jackpot.
import * as z from 'zod/mini';
import { defineCall } from '../call';
import {
  flag01,
  idText,
  looseNumber,
  pageInfo,
  queryCode,
  queryCodeList,
  queryFlag,
  queryIntOr,
  queryNumberOptional,
  queryText,
} from './queryParams';

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

const text = z.string();
const optionalText = z.nullish(z.string());

/** One game as the list, hot, favourite and recent calls answer it (spec §3 "Game"). */
export const gameSchema = z.object({
  gameId: idText,
  nodeId: idText,
  nodeName: optionalText,
  roomId: z.nullish(idText),
  gameCode: optionalText,
  gameName: text,
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
});
export type Game = z.output<typeof gameSchema>;

// ---------------------------------------------------------------------------------------------
// Vendors

/**
 * `value.content` maps each game type to its vendors, and each vendor to the classification keys
 * it has in that type: `{ RNG: { PG: ['VIDEO', 'MEGA'], JL: ['BG', ...] }, SPORTS: {...}, ... }`.
 * Esports (AV, AI, IMES, TF, IA) and cockfight (SV3, DS88, DIG, WGB) vendors sit under SPORTS; the
 * in-house vendor (JL) under RNG; the site splits them out (spec §2 "Game categories order").
 */
export const vendorGameTypes = defineCall({
  id: 'vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({ typeId: queryText(10), merchant_code: queryText(40) }),
  response: z.object({
    content: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))),
  }),
});

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

// ---------------------------------------------------------------------------------------------
// Game list and hot games

/**
 * Game list, filtered and paged. Every filter is optional and empty text means "not set":
 * `vassalage` is a comma list of vendor codes; `minBet` and `minLine` match exactly (their options
 * come from the lane's `minBets`/`minLines`); `isNew` 1 keeps new games; `gameName` matches a
 * part of the name, ignoring case. Without a gameType every type except lottery is listed.
 * Pages count from 1; `pageSize` at most 100 (the site uses 35 on the lobby and 24 elsewhere).
 */
export const gameList = defineCall({
  id: 'gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  moduleId: 'GAMELO3',
  token: false,
  encrypted: false,
  request: z.object({
    merchant: queryText(40),
    platform: queryText(40),
    clientType: queryText(4),
    language: queryText(8),
    gameType: queryCode,
    vassalage: queryCodeList,
    gameClassify: queryCode,
    gameName: queryText(60),
    minBet: queryNumberOptional(0, 1_000_000),
    minLine: queryNumberOptional(0, 10_000),
    isNew: queryFlag,
    isHot: queryFlag,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 24),
  }),
  response: z.object({ games: z.array(gameSchema), ...pageInfo }),
});

/** Hot games, hottest first; `vassalage` (comma list) and `gameType` narrow the list. */
export const hotGames = defineCall({
  id: 'hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  moduleId: 'GAMELOHOT3',
  token: false,
  encrypted: false,
  request: z.object({
    merchantCode: queryText(40),
    isPlatform: queryText(4),
    platform: queryText(40),
    language: queryText(8),
    vassalage: queryCodeList,
    gameType: queryCode,
  }),
  response: z.object({ list: z.array(gameSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Favourites and recent games (need a session)

/** The session's favourite node ids, as strings, newest first. */
export const favouriteIds = defineCall({
  id: 'favouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: z.object({ pageNo: queryIntOr(1, 100_000, 1), pageSize: queryIntOr(1, 200, 100) }),
  response: z.array(idText),
});

export const favouriteList = defineCall({
  id: 'favouriteList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: z.object({
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 24),
    gameType: queryCode,
    vendor: queryCodeList,
    language: queryText(8),
    clientType: queryText(4),
    platform: queryText(40),
  }),
  response: z.object({
    content: z.array(gameSchema),
    pageNum: pageInfo.pageNum,
    totalPages: pageInfo.totalPages,
    pageSize: z.int(),
    totalCount: z.nullish(pageInfo.totalCount),
  }),
});

const favouriteChange = z.object({
  nodeId: idText,
  /** Vendor code (optional: the server knows it from the node id). */
  vendor: queryText(40),
  gameType: queryText(40),
});

/** Answer of add/remove: the node id and whether it is now a favourite. */
export const favouriteState = z.object({ nodeId: idText, favourite: z.boolean() });

/** Adds a favourite; adding one that is already a favourite changes nothing and succeeds. */
export const addFavourite = defineCall({
  id: 'addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: favouriteChange,
  response: favouriteState,
});

/**
 * Removes a favourite (DELETE; the server reads the fields from the body or the query string).
 * Removing one that is not a favourite succeeds.
 */
export const removeFavourite = defineCall({
  id: 'removeFavourite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: favouriteChange,
  response: favouriteState,
});

/** Recently launched games, most recent first. */
export const recentGames = defineCall({
  id: 'recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  moduleId: 'GAMELOREC3',
  token: true,
  encrypted: false,
  request: z.object({
    page: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 24),
    gameType: queryCode,
    vendor: queryCodeList,
    language: queryText(8),
    clientType: queryText(4),
  }),
  response: z.object({
    list: z.array(gameSchema),
    totalPages: pageInfo.totalPages,
    pageNum: z.nullish(pageInfo.pageNum),
    totalCount: z.nullish(pageInfo.totalCount),
  }),
});

/** Records a game as recently played (launching a game records it too). */
export const addRecentGame = defineCall({
  id: 'addRecentGame',
  method: 'GET',
  path: '/wps/relay/MCS2_addRecentGame',
  moduleId: 'GAMELOREC3',
  token: true,
  encrypted: false,
  request: z.object({ nodeId: idText }),
  response: z.object({ nodeId: idText, playedAt: z.int() }),
});

// ---------------------------------------------------------------------------------------------
// Launch

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

/** Game launch: `launchMode` GLS (a game) or LOTT (a lottery game or lobby). */
export const launchGameRequest = z.discriminatedUnion('launchMode', [
  z.object({
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
  }),
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

/**
 * Launches a game for the session. The answer's `content.game_url` is the page to open (on this
 * reference server, a demo game page on the same origin). Launching records the game as recent.
 * Fails with `gameErrorCodes` codes.
 */
export const launchGame = defineCall({
  id: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  token: true,
  encrypted: false,
  request: launchGameRequest,
  response: z.object({ content: z.object({ game_url: z.string().check(z.minLength(1)) }) }),
});

// ---------------------------------------------------------------------------------------------
// Lottery

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

export const vnLotteryGameSchema = z.object({
  gameCode: text,
  gameName: text,
  nodeId: idText,
  /** Days of the week with a draw, 0 = Sunday. */
  drawDays: z.array(z.int().check(z.gte(0), z.lte(6))),
  /** Local draw time, `HH:mm` (Asia/Ho_Chi_Minh). */
  drawTime: z.string(),
  iconUrl: optionalText,
});

/** Vietnamese lottery menu: one entry per region (NORTH, CENTRAL, SOUTH). */
export const vnLotteryMenu = defineCall({
  id: 'vnLotteryMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  token: false,
  encrypted: false,
  request: z.object({ language: queryText(8) }),
  response: z.object({
    regions: z.array(
      z.object({ region: text, displayName: text, games: z.array(vnLotteryGameSchema) }),
    ),
  }),
});

/** The Vietnamese lottery games the session launched lately, most recent first. */
export const vnLotteryRecent = defineCall({
  id: 'vnLotteryRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  token: true,
  encrypted: false,
  request: z.object({ language: queryText(8), limit: queryIntOr(1, 50, 10) }),
  response: z.object({
    list: z.array(z.extend(vnLotteryGameSchema, { playedAt: z.int() })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Winners and jackpot

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

/** The progressive jackpot pool: grows with time from the seeded start value. */
export const jackpot = defineCall({
  id: 'jackpot',
  method: 'GET',
  path: '/wps/relay/VIS_getJackpot',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({ language: queryText(8) }),
  response: z.object({
    amount: looseNumber,
    currency: z.string(),
    currencySymbol: z.string(),
    /** Epoch ms of the value. */
    updatedAt: z.int(),
  }),
});

export const gameCalls = {
  vendorGameTypes,
  vendorLanes,
  gameList,
  hotGames,
  favouriteIds,
  favouriteList,
  addFavourite,
  removeFavourite,
  recentGames,
  addRecentGame,
  launchGame,
  lotteryGames,
  vnLotteryMenu,
  vnLotteryRecent,
  winnerBoard,
  jackpot,
} as const;
