import type { SubOrderStatus } from '@playdeck/domain';
import type { Db } from '../db/database';
import { drawResult, lotteryWinCents } from './lottery';
import { command, count, scalar, statement } from './sql';
import { moveMoney } from './wallet';

export interface LotteryRow {
  node_id: string;
  game_code: string;
  name: string;
  game_type: string;
  vendor: string;
  region: string | null;
  draw_interval_seconds: number;
  draw_days: string;
  draw_time: string;
}

const LOTTERY_SELECT = `SELECT g.node_id, g.game_code, g.name, g.game_type, g.vendor, l.region,
    l.draw_interval_seconds, l.draw_days, l.draw_time
  FROM games g JOIN lottery_games l ON l.node_id = g.node_id`;

/** A lottery (not a vendor's lobby) by its code, of one of the game types. */
export function lotteryOfCode(
  db: Db,
  code: string,
  types: readonly string[],
): LotteryRow | undefined {
  return statement<string[], LotteryRow>(
    db,
    `${LOTTERY_SELECT}
      WHERE g.game_code = ? AND g.lobby = 0
        AND g.game_type IN (${types.map(() => '?').join(', ')})`,
  ).get(code, ...types);
}

/** The Philippine lotteries (type LOTT), lobbies aside. */
export function philippineLotteries(db: Db): LotteryRow[] {
  return statement<[], LotteryRow>(
    db,
    `${LOTTERY_SELECT} WHERE g.lobby = 0 AND g.game_type = 'LOTT'`,
  ).all();
}

/** Counts this site's players with a pending bet on a lottery's draw; prepared once per answer. */
export function drawPlayerCounter(db: Db): (nodeId: string, drawAt: number) => number {
  const players = scalar<[string, number], number>(
    db,
    `SELECT COUNT(DISTINCT o.user_id) FROM lottery_suborders s
       JOIN lottery_orders o ON o.id = s.order_id
      WHERE o.node_id = ? AND s.status = 'PENDING' AND s.draw_at = ?`,
  );
  return (nodeId, drawAt) => players.get(nodeId, drawAt) ?? 0;
}

export interface SubOrderRow {
  id: number;
  order_id: number;
  numero: string;
  draw_at: number;
  stake_cents: number;
  status: SubOrderStatus;
  win_cents: number;
  settled_at: number | null;
}

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  user_type: number;
  node_id: string;
  numbers: string;
  created_at: number;
  game_code: string;
  name: string;
  draw_interval_seconds: number;
}

const ORDER_SELECT = `SELECT o.id, o.order_no, o.user_id, u.type AS user_type, o.node_id, o.numbers,
    o.created_at, g.game_code, g.name, l.draw_interval_seconds
  FROM lottery_orders o JOIN users u ON u.id = o.user_id JOIN games g ON g.node_id = o.node_id
  JOIN lottery_games l ON l.node_id = o.node_id`;

/**
 * Draws that have happened decide their sub-orders (WON or LOST) and pay wins into the main
 * wallet: the lottery settles as its draws come, whenever the player next looks.
 */
export function settleDue(db: Db, userId: number, now: number): void {
  const due = statement<
    [number, number],
    {
      id: number;
      numero: string;
      stake_cents: number;
      numbers: string;
      user_id: number;
      user_type: number;
      game_code: string;
      name: string;
    }
  >(
    db,
    `SELECT s.id, s.numero, s.stake_cents, o.numbers, o.user_id, u.type AS user_type,
            g.game_code, g.name
       FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
       JOIN users u ON u.id = o.user_id JOIN games g ON g.node_id = o.node_id
      WHERE o.user_id = ? AND s.status = 'PENDING' AND s.draw_at <= ?`,
  ).all(userId, now);
  if (due.length === 0) return;
  db.transaction(() => {
    for (const s of due) {
      const win = lotteryWinCents(
        s.game_code,
        s.numbers.split(','),
        drawResult(s.game_code, s.numero),
        s.stake_cents,
      );
      command<[string, number, number, number]>(
        db,
        'UPDATE lottery_suborders SET status = ?, win_cents = ?, settled_at = ? WHERE id = ?',
      ).run(win > 0 ? 'WON' : 'LOST', win, now, s.id);
      if (win > 0)
        moveMoney(db, {
          user: { id: s.user_id, type: s.user_type },
          type: 'WIN',
          amountCents: win,
          remark: `${s.name} ${s.numero}`,
          now,
        });
    }
  })();
}

/** An order's sub-orders (one per draw), by draw time. */
export function subOrdersOf(db: Db, orderId: number): SubOrderRow[] {
  return statement<[number], SubOrderRow>(
    db,
    `SELECT id, order_id, numero, draw_at, stake_cents, status, win_cents, settled_at
       FROM lottery_suborders WHERE order_id = ? ORDER BY draw_at, id`,
  ).all(orderId);
}

export function orderByNumber(db: Db, userId: number, orderNo: string): OrderRow | undefined {
  return statement<[string, number], OrderRow>(
    db,
    `${ORDER_SELECT} WHERE o.order_no = ? AND o.user_id = ?`,
  ).get(orderNo, userId);
}

/** One page of the member's orders, newest first. */
export function orderPage(
  db: Db,
  userId: number,
  page: { pageNo: number; pageSize: number },
): { rows: OrderRow[]; totalCount: number } {
  return {
    totalCount: count(db, 'SELECT COUNT(*) FROM lottery_orders WHERE user_id = ?', userId),
    rows: statement<[number, number, number], OrderRow>(
      db,
      `${ORDER_SELECT} WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    ).all(userId, page.pageSize, (page.pageNo - 1) * page.pageSize),
  };
}

export function cancelSubOrder(db: Db, id: number, now: number): void {
  command<[number, number]>(
    db,
    "UPDATE lottery_suborders SET status = 'CANCELLED', settled_at = ? WHERE id = ?",
  ).run(now, id);
}
