import type { Db } from '../db/database';
import { scalar, statement } from './sql';

export interface VendorRow {
  code: string;
  display_name: string;
  game_type: string;
  group_name: string | null;
  account_type_name: string;
  lobby: number;
}

/** What the vendor menus and lanes are drawn from: vendors, classes, counts, lobby games. */
export function catalogueRows(db: Db) {
  return {
    vendors: statement<[], VendorRow>(
      db,
      'SELECT code, display_name, game_type, group_name, account_type_name, lobby FROM vendors ORDER BY sort',
    ).all(),
    /** Games per type, vendor and class (classes in their menu order). */
    classRows: statement<[], { game_type: string; vendor: string; classify: string; n: number }>(
      db,
      `SELECT g.game_type, g.vendor, g.classify, COUNT(*) AS n
         FROM games g JOIN game_classes c ON c.game_type = g.game_type AND c.key = g.classify
        WHERE g.lobby = 0 OR g.game_type = 'SPORTS'
        GROUP BY g.game_type, g.vendor, g.classify ORDER BY c.sort`,
    ).all(),
    classNames: statement<[], { game_type: string; key: string; display_name: string }>(
      db,
      'SELECT game_type, key, display_name FROM game_classes ORDER BY game_type, sort',
    ).all(),
    /** Games per vendor, lobbies aside. */
    gameCounts: statement<[], { vendor: string; n: number }>(
      db,
      'SELECT vendor, COUNT(*) AS n FROM games WHERE lobby = 0 GROUP BY vendor',
    ).all(),
    lobbies: statement<[], { vendor: string; id: number; node_id: string; game_code: string }>(
      db,
      'SELECT vendor, id, node_id, game_code FROM games WHERE lobby = 1',
    ).all(),
  };
}

/** The distinct minimum bets (centavos) or minimum lines of a game type, lowest first. */
export function distinctOfType(
  db: Db,
  column: 'min_bet_cents' | 'min_line',
  gameType: string,
): number[] {
  return scalar<[string], number>(
    db,
    `SELECT DISTINCT ${column} FROM games WHERE game_type = ? AND lobby = 0 ORDER BY ${column}`,
  ).all(gameType);
}

/** Reads what a game's picture is drawn from (prepared once: pictures are drawn on demand). */
export function gameArtReader(
  db: Db,
): (
  id: number,
) =>
  { id: number; name: string; vendor: string; classify: string | null; hue: number } | undefined {
  const game = statement<
    [number],
    { id: number; name: string; vendor: string; classify: string | null; hue: number }
  >(
    db,
    `SELECT g.id, g.name, g.vendor, g.classify, v.hue
       FROM games g JOIN vendors v ON v.code = g.vendor WHERE g.id = ?`,
  );
  return (id) => game.get(id);
}

/** Reads what a vendor's logo is drawn from (prepared once). */
export function vendorArtReader(
  db: Db,
): (code: string) => { code: string; name: string; hue: number } | undefined {
  const vendor = statement<[string], { code: string; name: string; hue: number }>(
    db,
    'SELECT code, display_name AS name, hue FROM vendors WHERE code = ?',
  );
  return (code) => vendor.get(code);
}
