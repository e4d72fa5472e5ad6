import type { Db } from '../db/database';
import { command, scalar } from './sql';

/**
 * The dev vendors' rows (seed/devVendor.ts, `POST /__dev/games`): a vendor put last in the
 * catalogue order, its games numbered after the last game, and their removal.
 */
export function insertVendorLast(
  db: Db,
  v: { code: string; name: string; gameType: string; hue: number },
): void {
  const sort = scalar<[], number>(db, 'SELECT COALESCE(MAX(sort), 0) + 1 FROM vendors').get() ?? 1;
  command<[string, string, string, string, number, number]>(
    db,
    `INSERT INTO vendors (code, display_name, game_type, group_name, account_type_name, lobby, sort, hue)
     VALUES (?, ?, ?, NULL, ?, 0, ?, ?)`,
  ).run(v.code, v.name, v.gameType, v.code, sort, v.hue);
}

/** The id after the highest game id. */
export function nextGameId(db: Db): number {
  return (scalar<[], number>(db, 'SELECT COALESCE(MAX(id), 0) FROM games').get() ?? 0) + 1;
}

export interface NewGameRow {
  id: number;
  nodeId: string;
  gameCode: string;
  name: string;
  gameType: string;
  vendor: string;
  classify: string;
  minBetCents: number;
  minLine: number;
  supportPlay: 0 | 1;
  sort: number;
}

/** A statement that inserts a game (prepared once, run per game). */
export function gameInserter(db: Db): (g: NewGameRow) => void {
  const insert = command<
    [number, string, string, string, string, string, string, number, number, number, number]
  >(
    db,
    `INSERT INTO games (id, node_id, game_code, name, game_type, vendor, classify, min_bet_cents,
       min_line, support_play, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (g) => {
    insert.run(
      g.id,
      g.nodeId,
      g.gameCode,
      g.name,
      g.gameType,
      g.vendor,
      g.classify,
      g.minBetCents,
      g.minLine,
      g.supportPlay,
      g.sort,
    );
  };
}

/**
 * Deletes the vendor, its games and the favourites and recent plays that name them (call inside a
 * transaction); false when there was no such vendor.
 */
export function deleteVendorAndGames(db: Db, code: string): boolean {
  const games = 'SELECT node_id FROM games WHERE vendor = ?';
  command<[string]>(db, `DELETE FROM favourite_games WHERE node_id IN (${games})`).run(code);
  command<[string]>(db, `DELETE FROM recent_games WHERE node_id IN (${games})`).run(code);
  command<[string]>(db, 'DELETE FROM games WHERE vendor = ?').run(code);
  return command<[string]>(db, 'DELETE FROM vendors WHERE code = ?').run(code).changes > 0;
}
