// Games, vendors, favourites, recent, launch, lottery, winners, jackpot.
import { addFavourite } from './addFavourite';
import { addRecentGame } from './addRecentGame';
import { favouriteIds } from './favouriteIds';
import { favouriteList } from './favouriteList';
import { gameList } from './gameList';
import { hotGames } from './hotGames';
import { jackpot } from './jackpot';
import { launchGame } from './launchGame';
import { lotteryGames } from './lotteryGames';
import { recentGames } from './recentGames';
import { removeFavourite } from './removeFavourite';
import { vendorGameTypes } from './vendorGameTypes';
import { vendorLanes } from './vendorLanes';
import { vnLotteryMenu } from './vnLotteryMenu';
import { vnLotteryRecent } from './vnLotteryRecent';
import { winnerBoard } from './winnerBoard';

export {
  GAME_TYPES,
  gameErrorCodes,
  gameSchema,
  favouriteState,
  vnLotteryGameSchema,
} from './shared';
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
