import type { Db } from '../db/database';
import { byGameType, GameQuery, gamesJoinedOn, pageOfGames } from './games';
import { command, scalar } from './sql';

/** The node ids of the member's favourite games, newest first. */
export function favouriteNodeIds(
  db: Db,
  userId: number,
  page: { pageNo: number; pageSize: number },
): string[] {
  return scalar<[number, number, number], string>(
    db,
    `SELECT node_id FROM favourite_games WHERE user_id = ?
      ORDER BY created_at DESC, node_id LIMIT ? OFFSET ?`,
  ).all(userId, page.pageSize, (page.pageNo - 1) * page.pageSize);
}

/** A page of the member's favourite games (newest first), or of the recently played ones. */
export function memberGamePage(
  db: Db,
  list: 'favourites' | 'recent',
  userId: number,
  f: { gameType?: string; vendors?: readonly string[]; pageNo: number; pageSize: number },
) {
  const [table, alias, order, column] =
    list === 'favourites'
      ? (['favourite_games', 'f', 'f.created_at DESC, g.id', 'f.user_id'] as const)
      : (['recent_games', 'r', 'r.played_at DESC, g.id', 'r.user_id'] as const);
  const q = byGameType(new GameQuery().add(`${column} = ?`, userId), f.gameType, true).inList(
    'g.vendor',
    f.vendors,
  );
  return pageOfGames(
    db,
    q,
    order,
    f.pageNo,
    f.pageSize,
    `${table} ${alias} JOIN ${gamesJoinedOn(alias)}`,
  );
}

export function addFavouriteGame(db: Db, userId: number, nodeId: string, now: number): void {
  command<[number, string, number]>(
    db,
    'INSERT OR IGNORE INTO favourite_games (user_id, node_id, created_at) VALUES (?, ?, ?)',
  ).run(userId, nodeId, now);
}

export function removeFavouriteGame(db: Db, userId: number, nodeId: string): void {
  command<[number, string]>(
    db,
    'DELETE FROM favourite_games WHERE user_id = ? AND node_id = ?',
  ).run(userId, nodeId);
}
