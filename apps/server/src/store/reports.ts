import { fromCentavos, pageCount, recordRange } from '@playdeck/domain';
import { Failure } from '../http/failure';
import type { Db } from '../db/database';
import type { Scope } from './scope';
import { statement } from './sql';

export interface Range {
  from: number;
  to: number;
}

const BET_FROM = `bets b JOIN games g ON g.node_id = b.node_id JOIN users u ON u.id = b.user_id`;

/** One page of bets in the scope and range (newest first), with a summary of the whole range. */
export function betPage(
  db: Db,
  scope: Scope,
  range: Range,
  filter: { gameType?: string; username?: string },
  pageNo: number,
  pageSize: number,
) {
  const where = ['b.user_id IN (SELECT id FROM scope)', 'b.placed_at >= ?', 'b.placed_at < ?'];
  const args: unknown[] = [...scope.args, range.from, range.to];
  if (filter.gameType) {
    where.push('g.game_type = ?');
    args.push(filter.gameType.toUpperCase());
  }
  if (filter.username) {
    where.push("u.username LIKE ? ESCAPE '\\'");
    args.push(`%${filter.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const sqlWhere = `WHERE ${where.join(' AND ')}`;
  const sum = statement<unknown[], { n: number; stake: number; win: number }>(
    db,
    `${scope.cte} SELECT COUNT(*) AS n, COALESCE(SUM(b.stake_cents), 0) AS stake,
       COALESCE(SUM(b.win_cents), 0) AS win FROM ${BET_FROM} ${sqlWhere}`,
  ).get(...args) ?? { n: 0, stake: 0, win: 0 };
  const rows = statement<
    unknown[],
    {
      id: number;
      username: string;
      placed_at: number;
      name: string;
      node_id: string;
      vendor: string;
      game_type: string;
      stake_cents: number;
      win_cents: number;
    }
  >(
    db,
    `${scope.cte} SELECT b.id, u.username, b.placed_at, g.name, g.node_id, g.vendor, g.game_type,
       b.stake_cents, b.win_cents FROM ${BET_FROM} ${sqlWhere}
      ORDER BY b.placed_at DESC, b.id DESC LIMIT ? OFFSET ?`,
  ).all(...args, pageSize, (pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      betTime: r.placed_at,
      gameName: r.name,
      nodeId: r.node_id,
      vendor: r.vendor,
      gameType: r.game_type,
      stake: fromCentavos(r.stake_cents),
      win: fromCentavos(r.win_cents),
      profit: fromCentavos(r.win_cents - r.stake_cents),
    })),
    summary: {
      betCount: sum.n,
      stake: fromCentavos(sum.stake),
      win: fromCentavos(sum.win),
      profit: fromCentavos(sum.win - sum.stake),
    },
    pageNum: pageNo,
    totalPages: pageCount(sum.n, pageSize),
    totalCount: sum.n,
  };
}

/** Profit and loss of the scope over the range. */
export function profitAndLossOf(db: Db, scope: Scope, range: Range) {
  const tx = statement<unknown[], { deposit: number; withdrawal: number; rewards: number }>(
    db,
    `${scope.cte} SELECT
         COALESCE(SUM(CASE WHEN type = 'DEPOSIT' THEN amount_cents END), 0) AS deposit,
         COALESCE(SUM(CASE WHEN type = 'WITHDRAW' THEN -amount_cents END), 0) AS withdrawal,
         COALESCE(SUM(CASE WHEN type IN ('REWARD', 'REBATE', 'SALARY', 'DIVIDEND') THEN amount_cents END), 0) AS rewards
       FROM transactions WHERE user_id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?
         AND status != 'FAILED'`,
  ).get(...scope.args, range.from, range.to) ?? { deposit: 0, withdrawal: 0, rewards: 0 };
  const byType = statement<unknown[], { game_type: string; bet: number; win: number }>(
    db,
    `${scope.cte} SELECT g.game_type, SUM(b.stake_cents) AS bet, SUM(b.win_cents) AS win
         FROM bets b JOIN games g ON g.node_id = b.node_id
        WHERE b.user_id IN (SELECT id FROM scope) AND b.placed_at >= ? AND b.placed_at < ?
        GROUP BY g.game_type ORDER BY bet DESC`,
  ).all(...scope.args, range.from, range.to);
  const bet = byType.reduce((n, r) => n + r.bet, 0);
  const win = byType.reduce((n, r) => n + r.win, 0);
  return {
    deposit: fromCentavos(tx.deposit),
    withdrawal: fromCentavos(tx.withdrawal),
    bet: fromCentavos(bet),
    win: fromCentavos(win),
    rewards: fromCentavos(tx.rewards),
    profit: fromCentavos(win - bet + tx.rewards),
    byGameType: byType.map((r) => ({
      gameType: r.game_type,
      bet: fromCentavos(r.bet),
      win: fromCentavos(r.win),
      profit: fromCentavos(r.win - r.bet),
    })),
  };
}

/** The date range of a records call, or a clear 400 for one that ends first or is too long. */
export function rangeOrFail(input: { startDate?: string; endDate?: string }, now: number): Range {
  const r = recordRange(input, now);
  if (r === 'endBeforeStart')
    throw new Failure('request_param_err', 400, 'endDate: the range ends before it starts');
  if (r === 'tooLong')
    throw new Failure('request_param_err', 400, 'startDate: a range covers at most 92 days');
  return r;
}
