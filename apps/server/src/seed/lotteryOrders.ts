import type { Db } from '../db/database';
import { command, insertedId, statement } from '../store/sql';
import { drawsBefore, nextDrawAt, numeroOf, type DrawSchedule } from '../store/lottery';

const DAY = 24 * 60 * 60 * 1000;

interface OrderSeed {
  gameCode: string;
  numbers: string[];
  /** Past draws it played (already drawn) and draws to come. */
  past: number;
  future: number;
  stakeCents: number;
  /** Days before seeding it was placed. */
  daysAgo: number;
}

const orders: OrderSeed[] = [
  {
    gameCode: 'TCG_PH_6_45',
    numbers: ['04', '09', '15', '22', '31', '40'],
    past: 2,
    future: 0,
    stakeCents: 2000,
    daysAgo: 3,
  },
  {
    gameCode: 'TCG_PH_3D',
    numbers: ['7', '2', '9'],
    past: 1,
    future: 2,
    stakeCents: 1000,
    daysAgo: 1,
  },
  {
    gameCode: 'TCG_PH_6_42',
    numbers: ['03', '11', '17', '23', '35', '41'],
    past: 0,
    future: 3,
    stakeCents: 2000,
    daysAgo: 0,
  },
];

/**
 * Lottery orders of the demo members (player00, player01): drawn ones (settled as the player next
 * looks), and draws to come that can still be cancelled. Bets before the demo's own history move
 * no money; wins of past draws are paid when they are settled. After the catalogue.
 */
export function seedLotteryOrders(db: Db, now: number): void {
  const users = statement<[], { id: number; username: string }>(
    db,
    "SELECT id, username FROM users WHERE username IN ('player00', 'player01') ORDER BY id",
  ).all();
  const game = statement<
    [string],
    { node_id: string; draw_interval_seconds: number; draw_days: string; draw_time: string }
  >(
    db,
    `SELECT g.node_id, l.draw_interval_seconds, l.draw_days, l.draw_time
       FROM games g JOIN lottery_games l ON l.node_id = g.node_id WHERE g.game_code = ? AND g.lobby = 0`,
  );
  const insertOrder = command<[string, number, string, string, number]>(
    db,
    'INSERT INTO lottery_orders (order_no, user_id, node_id, numbers, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertSub = command<[number, string, number, number]>(
    db,
    `INSERT INTO lottery_suborders (order_id, numero, draw_at, stake_cents, status)
     VALUES (?, ?, ?, ?, 'PENDING')`,
  );
  let serial = 0;
  for (const user of users)
    for (const o of orders) {
      const row = game.get(o.gameCode);
      if (!row) continue;
      const s: DrawSchedule = {
        intervalSeconds: row.draw_interval_seconds,
        days: row.draw_days.split(',').map(Number),
        time: row.draw_time,
        utcOffsetHours: 8,
      };
      const draws: number[] = [...drawsBefore(s, now, o.past).reverse()];
      let next = now;
      for (let k = 0; k < o.future; k++) {
        next = nextDrawAt(s, next);
        draws.push(next);
      }
      serial += 1;
      const placed = Math.min(now - o.daysAgo * DAY, (draws[0] ?? now) - 60_000);
      const orderId = insertedId(
        insertOrder.run(
          `L${String(100_000 + serial)}`,
          user.id,
          row.node_id,
          o.numbers.join(','),
          placed,
        ),
      );
      for (const at of draws) insertSub.run(orderId, numeroOf(s, at), at, o.stakeCents);
    }
}
