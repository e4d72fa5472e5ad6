import type { z } from 'zod';
import type { gameSchema } from '@playdeck/contract';
import { fromCentavos, pageCount } from '@playdeck/domain';
import type { Db } from '../db/database';
import { gameArtPath } from '../artwork/gameArt';
import { count, statement } from './sql';

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

const catalogueVersions = new WeakMap<Db, number>();

/**
 * The catalogue is fixed while the server runs (the game routes keep their answers), except for
 * the dev-only vendors of `POST /__dev/games`: each change bumps this number.
 */
export const catalogueVersion = (db: Db): number => catalogueVersions.get(db) ?? 0;
export function catalogueChanged(db: Db): void {
  catalogueVersions.set(db, catalogueVersion(db) + 1);
}

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
  return statement<[string], GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.node_id = ?`,
  ).get(nodeId);
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
  const totalCount = count(db, `SELECT COUNT(*) FROM ${from} ${query.sql()}`, ...query.args);
  const rows = statement<unknown[], GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} FROM ${from} ${query.sql()} ORDER BY ${order} LIMIT ? OFFSET ?`,
  ).all(...query.args, pageSize, (pageNo - 1) * pageSize);
  return {
    items: rows.map(toApiGame),
    pageNum: pageNo,
    totalPages: pageCount(totalCount, pageSize),
    totalCount,
  };
}

/** The site asks for ESPORTS and COCKFIGHT; both are SPORTS vendors of a group. */
const SPORTS_GROUPS = ['ESPORTS', 'COCKFIGHT'];

/** Narrows a query by game type; ESPORTS and COCKFIGHT select the SPORTS vendors of that group. */
export function byGameType(
  q: GameQuery,
  gameType: string | undefined,
  lotteryByDefault = false,
): GameQuery {
  const type = gameType?.toUpperCase();
  if (!type) {
    if (!lotteryByDefault) q.add(`g.game_type NOT IN ('LOTT', 'ELOTT')`);
  } else if (SPORTS_GROUPS.includes(type))
    q.add("g.game_type = 'SPORTS' AND v.group_name = ?", type);
  else q.add('g.game_type = ?', type);
  return q;
}

/** The filters of the game list (`gameList`), each optional. */
export interface GameListFilter {
  gameType?: string;
  vassalage?: readonly string[];
  gameName?: string;
  gameClassify?: string;
  isNew?: number;
  isHot?: number;
  minBetCents?: number;
  minLine?: number;
  pageNo: number;
  pageSize: number;
}

/** One page of the catalogue's games matching the filters, in catalogue order. */
export function gameListPage(db: Db, f: GameListFilter): Page<ApiGame> {
  const q = byGameType(new GameQuery(), f.gameType)
    .inList('g.vendor', f.vassalage)
    .nameContains(f.gameName);
  if (f.gameClassify) q.add('g.classify = ?', f.gameClassify.toUpperCase());
  if (f.isNew === 1) q.add('g.is_new = 1');
  if (f.isHot === 1) q.add('g.is_hot = 1');
  if (f.minBetCents !== undefined) q.add('g.min_bet_cents = ?', f.minBetCents);
  if (f.minLine !== undefined) q.add('g.min_line = ?', f.minLine);
  // Ids follow the catalogue order: vendor menu order, then each vendor's own order.
  return pageOfGames(db, q, 'g.id', f.pageNo, f.pageSize);
}

/** The hot games of a type (and vendors), in hot rank order. */
export function hotGameRows(
  db: Db,
  gameType: string | undefined,
  vendors: readonly string[] | undefined,
): GameRow[] {
  const q = byGameType(new GameQuery().add('g.is_hot = 1'), gameType).inList('g.vendor', vendors);
  return statement<unknown[], GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} ${q.sql()} ORDER BY g.hot_rank`,
  ).all(...q.args);
}

/** A lottery game (LOTT or ELOTT) by its code, of the vendor when one is named. */
export function lotteryGameByCode(
  db: Db,
  code: string,
  vendor: string | null,
): GameRow | undefined {
  return statement<[string, string | null, string | null], GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
      WHERE g.game_code = ? AND g.game_type IN ('LOTT', 'ELOTT') AND (? IS NULL OR g.vendor = ?)`,
  ).get(code, vendor, vendor);
}

/** A lottery vendor's lobby game. */
export function lotteryLobbyOf(db: Db, vendor: string): GameRow | undefined {
  return statement<[string], GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
      WHERE g.vendor = ? AND g.lobby = 1 AND g.game_type IN ('LOTT', 'ELOTT')`,
  ).get(vendor);
}

/** The prize modes and play types a lottery game offers (comma-separated lists). */
export function lotteryOptionsOf(
  db: Db,
  nodeId: string,
): { prize_modes: string; play_types: string } | undefined {
  return statement<[string], { prize_modes: string; play_types: string }>(
    db,
    'SELECT prize_modes, play_types FROM lottery_games WHERE node_id = ?',
  ).get(nodeId);
}

export interface LotteryGameRow extends GameRow {
  region: string | null;
  draw_interval_seconds: number;
  draw_days: string;
  draw_time: string;
  prize_modes: string;
  play_types: string;
}

const LOTTERY_COLUMNS = `${GAME_COLUMNS}, l.region, l.draw_interval_seconds, l.draw_days, l.draw_time,
  l.prize_modes, l.play_types`;

/** The lottery games of a type (LOTT or ELOTT), in catalogue order. */
export function lotteryGamesOf(db: Db, gameType: 'LOTT' | 'ELOTT'): LotteryGameRow[] {
  return statement<[string], LotteryGameRow>(
    db,
    `SELECT ${LOTTERY_COLUMNS}
       FROM ${GAME_FROM} JOIN lottery_games l ON l.node_id = g.node_id
      WHERE g.game_type = ? ORDER BY g.sort`,
  ).all(gameType);
}

/** The member's most recently played Vietnamese lottery games. */
export function recentVnLotteries(
  db: Db,
  userId: number,
  limit: number,
): (LotteryGameRow & { played_at: number })[] {
  return statement<[number, number], LotteryGameRow & { played_at: number }>(
    db,
    `SELECT ${LOTTERY_COLUMNS}, r.played_at
       FROM recent_games r JOIN ${gamesJoinedOn('r')}
       JOIN lottery_games l ON l.node_id = g.node_id
      WHERE r.user_id = ? AND g.game_type = 'ELOTT'
      ORDER BY r.played_at DESC LIMIT ?`,
  ).all(userId, limit);
}
