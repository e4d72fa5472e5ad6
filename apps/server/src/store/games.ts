import type { z } from 'zod';
import type { gameSchema } from '@playdeck/contract';
import { fromCentavos, pageCount } from '@playdeck/domain';
import type { Db } from '../db/database';
import { gameArtPath } from '../artwork/gameArt';

export type ApiGame = z.input<typeof gameSchema>;

export interface GameRow {
  id: number;
  node_id: string;
  room_id: string | null;
  game_code: string;
  name: string;
  game_type: string;
  vendor: string;
  vendor_name: string;
  classify: string | null;
  min_bet_cents: number;
  min_line: number;
  is_hot: number;
  is_new: number;
  support_play: number;
  is_h5: number;
  lotto_mode: string | null;
  play_type: string | null;
  lobby: number;
}

export const GAME_COLUMNS = `g.id, g.node_id, g.room_id, g.game_code, g.name, g.game_type, g.vendor,
  v.display_name AS vendor_name, g.classify, g.min_bet_cents, g.min_line, g.is_hot, g.is_new,
  g.support_play, g.is_h5, g.lotto_mode, g.play_type, g.lobby`;
export const GAME_FROM = 'games g JOIN vendors v ON v.code = g.vendor';
/** Games (g) with their vendor (v), joined to a table aliased `alias` that has a node_id. */
export const gamesJoinedOn = (alias: string) =>
  `games g ON g.node_id = ${alias}.node_id JOIN vendors v ON v.code = g.vendor`;

const flag = (n: number) => (n ? 1 : 0) as 0 | 1;

export function toApiGame(row: GameRow): ApiGame {
  const icon = gameArtPath(row.id);
  return {
    gameId: row.id,
    nodeId: row.node_id,
    nodeName: row.name,
    roomId: row.room_id,
    gameCode: row.game_code,
    gameName: row.name,
    gameType: row.game_type,
    vassalage: row.vendor,
    displayName: row.vendor_name,
    gameClassify: row.classify,
    minBet: fromCentavos(row.min_bet_cents),
    minLine: row.min_line,
    iconUrl: icon,
    showIcon: icon,
    isHot: flag(row.is_hot),
    isNew: flag(row.is_new),
    supportPlay: flag(row.support_play),
    freeplay: flag(row.support_play),
    lottoMode: row.lotto_mode,
    isGameH5: flag(row.is_h5),
    playType: row.play_type,
  };
}

export function gameByNodeId(db: Db, nodeId: string): GameRow | undefined {
  return db.prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.node_id = ?`).get(nodeId) as
    GameRow | undefined;
}

/** Conditions of a game query, built from optional filters; values are always bound, never inlined. */
export class GameQuery {
  private readonly where: string[] = [];
  readonly args: unknown[] = [];

  add(condition: string, ...args: unknown[]): this {
    this.where.push(condition);
    this.args.push(...args);
    return this;
  }

  /** `column IN (?, ?, ...)` for a non-empty list. */
  inList(column: string, values: readonly string[] | undefined): this {
    if (values?.length) this.add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
    return this;
  }

  /** Case-insensitive "contains" on the name, treating % and _ as plain characters. */
  nameContains(text: string | undefined): this {
    if (text)
      this.add("g.name LIKE ? ESCAPE '\\'", `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return this;
  }

  sql(): string {
    return this.where.length ? `WHERE ${this.where.join(' AND ')}` : '';
  }
}

export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** One page of games matching the query, in the given order. */
export function pageOfGames(
  db: Db,
  query: GameQuery,
  order: string,
  pageNo: number,
  pageSize: number,
  from = GAME_FROM,
): Page<ApiGame> {
  const totalCount = db
    .prepare(`SELECT COUNT(*) FROM ${from} ${query.sql()}`)
    .pluck()
    .get(...query.args) as number;
  const rows = db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM ${from} ${query.sql()} ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(...query.args, pageSize, (pageNo - 1) * pageSize) as GameRow[];
  return {
    items: rows.map(toApiGame),
    pageNum: pageNo,
    totalPages: pageCount(totalCount, pageSize),
    totalCount,
  };
}
