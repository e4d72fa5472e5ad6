import { pointsBalance, pointsForStake } from '@playdeck/domain';
import type { Db } from '../db/database';

export interface MallItemRow {
  id: number;
  name: string;
  description: string;
  category: 'BONUS' | 'VOUCHER' | 'MERCH' | 'GADGET';
  cost_points: number;
  stock: number | null;
}

/** A player's points: earned from every recorded bet, spent on redemptions, and what is left. */
export function pointsOf(db: Db, userId: number) {
  const stake = db
    .prepare('SELECT COALESCE(SUM(stake_cents), 0) FROM bets WHERE user_id = ?')
    .pluck()
    .get(userId) as number;
  const spent = db
    .prepare('SELECT COALESCE(SUM(points), 0) FROM mall_redemptions WHERE user_id = ?')
    .pluck()
    .get(userId) as number;
  const earned = pointsForStake(stake);
  return { earned, spent, points: pointsBalance(earned, spent) };
}

export function mallItemList(db: Db): MallItemRow[] {
  return db
    .prepare(
      'SELECT id, name, description, category, cost_points, stock FROM mall_items ORDER BY cost_points, sort, id',
    )
    .all() as MallItemRow[];
}

export function mallItemById(db: Db, id: number): MallItemRow | undefined {
  return db
    .prepare(
      'SELECT id, name, description, category, cost_points, stock FROM mall_items WHERE id = ?',
    )
    .get(id) as MallItemRow | undefined;
}
