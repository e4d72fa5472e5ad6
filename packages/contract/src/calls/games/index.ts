// Games, vendors, favourites, recent, launch, lottery, winners, jackpot.
import { addFavourite } from './addFavourite';
import { addRecentGame } from './addRecentGame';
import { favouriteIds } from './favouriteIds';
import { favouriteList } from './favouriteList';
import { gameLaunchFB } from './gameLaunchFB';
import { gameList } from './gameList';
import { hotGames } from './hotGames';
import { jackpot } from './jackpot';
import { launchGame } from './launchGame';
import { lobbyNews } from './lobbyNews';
import { lotteryGames } from './lotteryGames';
import { recentGames } from './recentGames';
import { removeFavourite } from './removeFavourite';
import { vendorGameTypes } from './vendorGameTypes';
import { vendorLanes } from './vendorLanes';
import { vnLotteryMenu } from './vnLotteryMenu';
import { vnLotteryRecent } from './vnLotteryRecent';
import { winnerBoard } from './winnerBoard';

export { GAME_TYPES, gameErrorCodes, gameSchema, vnLotteryGameSchema } from './shared';
export type { GameType, Game } from './shared';
export * from './vendorGameTypes';
export * from './vendorLanes';
export * from './gameList';
export * from './hotGames';
export * from './favouriteIds';
export * from './favouriteList';
export * from './addFavourite';
export * from './removeFavourite';
export * from './recentGames';
export * from './addRecentGame';
export * from './launchGame';
export * from './lotteryGames';
export * from './vnLotteryMenu';
export * from './vnLotteryRecent';
export * from './winnerBoard';
export * from './jackpot';
export * from './gameLaunchFB';
export * from './lobbyNews';

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
  gameLaunchFB,
  lobbyNews,
} as const;
