import type { Db } from '../db/database';
import { count, statement } from './sql';

export interface LobbyNewsRow {
  id: number;
  category: 'NEW_GAME' | 'EVENT' | 'NOTICE';
  title: string;
  summary: string;
  content: string;
  node_id: string | null;
  published_at: number;
  game_name: string | null;
  vendor: string | null;
  game_type: string | null;
}

/** One page of the lobby news in a language, newest first, with the game each one is about. */
export function lobbyNewsPage(
  db: Db,
  language: 'EN' | 'TY',
  page: { pageNo: number; pageSize: number },
): { rows: LobbyNewsRow[]; totalCount: number } {
  return {
    totalCount: count(db, 'SELECT COUNT(*) FROM lobby_news WHERE language = ?', language),
    rows: statement<[string, number, number], LobbyNewsRow>(
      db,
      `SELECT n.id, n.category, n.title, n.summary, n.content, n.node_id, n.published_at,
              g.name AS game_name, g.vendor, g.game_type
         FROM lobby_news n LEFT JOIN games g ON g.node_id = n.node_id
        WHERE n.language = ? ORDER BY n.published_at DESC, n.id DESC LIMIT ? OFFSET ?`,
    ).all(language, page.pageSize, (page.pageNo - 1) * page.pageSize),
  };
}

export interface WinnerRow {
  name: string;
  win_cents: number;
  won_at: number;
  id: number;
  game_name: string;
  node_id: string;
  vendor: string;
  game_type: string;
}

/**
 * The biggest wins: the seeded winners and members' own bets of at least `minCents` since
 * `since`, of one game type (null: all), biggest first.
 */
export function biggestWins(
  db: Db,
  w: { minCents: number; since: number; gameType: string | null; limit: number },
): WinnerRow[] {
  return statement<[number, number, string | null, string | null, number], WinnerRow>(
    db,
    `SELECT x.name, x.win_cents, x.won_at, g.id, g.name AS game_name, g.node_id, g.vendor, g.game_type
       FROM (SELECT w.customer_name AS name, w.win_cents, w.won_at, w.node_id FROM winners w
             UNION ALL
             SELECT u.username, b.win_cents, b.placed_at, b.node_id FROM bets b
               JOIN users u ON u.id = b.user_id
              WHERE b.win_cents >= ? AND b.placed_at >= ?) x
       JOIN games g ON g.node_id = x.node_id
      WHERE (? IS NULL OR g.game_type = ?)
      ORDER BY x.win_cents DESC, x.won_at DESC LIMIT ?`,
  ).all(w.minCents, w.since, w.gameType, w.gameType, w.limit);
}

/** The jackpot's base and how fast it grows, if there is one. */
export function jackpotRow(
  db: Db,
): { base_cents: number; base_at: number; cents_per_minute: number } | undefined {
  return statement<[], { base_cents: number; base_at: number; cents_per_minute: number }>(
    db,
    'SELECT base_cents, base_at, cents_per_minute FROM jackpot WHERE id = 1',
  ).get();
}
