import { gameErrorCodes } from '@playdeck/contract';
import type { Db } from '../../db/database';
import { Failure } from '../../http/failure';
import { gameByNodeId, type GameRow } from '../../store/games';

/** Lottery game types: listed by the lottery calls, left out of the game list unless asked for. */
export const LOTTERY_TYPES = ['LOTT', 'ELOTT'];

/** The game with this node id, or the `game.not.found` refusal. */
export function knownGame(db: Db, nodeId: string): GameRow {
  const game = gameByNodeId(db, nodeId);
  if (!game) throw new Failure(gameErrorCodes.gameNotFound, 200, 'This game does not exist');
  return game;
}
