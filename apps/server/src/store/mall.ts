import { pointsBalance, pointsForStake } from '@playdeck/domain';
import type { Db } from '../db/database';
import { command, count, insertedId, statement } from './sql';

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
  const stake = count(
    db,
    'SELECT COALESCE(SUM(stake_cents), 0) FROM bets WHERE user_id = ?',
    userId,
  );
  const spent = count(
    db,
    'SELECT COALESCE(SUM(points), 0) FROM mall_redemptions WHERE user_id = ?',
    userId,
  );
  const earned = pointsForStake(stake);
  return { earned, spent, points: pointsBalance(earned, spent) };
}

export function mallItemList(db: Db): MallItemRow[] {
  return statement<[], MallItemRow>(
    db,
    'SELECT id, name, description, category, cost_points, stock FROM mall_items ORDER BY cost_points, sort, id',
  ).all();
}

export function mallItemById(db: Db, id: number): MallItemRow | undefined {
  return statement<[number], MallItemRow>(
    db,
    'SELECT id, name, description, category, cost_points, stock FROM mall_items WHERE id = ?',
  ).get(id);
}

/** Records a redemption, taking the quantity from the item's stock when it has one; its id. */
export function insertRedemption(
  db: Db,
  r: { userId: number; item: MallItemRow; quantity: number; points: number; now: number },
): number {
  if (r.item.stock !== null)
    command<[number, number]>(db, 'UPDATE mall_items SET stock = stock - ? WHERE id = ?').run(
      r.quantity,
      r.item.id,
    );
  return insertedId(
    command<[number, number, string, number, number, number]>(
      db,
      `INSERT INTO mall_redemptions (user_id, item_id, item_name, quantity, points, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(r.userId, r.item.id, r.item.name, r.quantity, r.points, r.now),
  );
}

export interface RedemptionRow {
  id: number;
  item_name: string;
  quantity: number;
  points: number;
  created_at: number;
}

/** One page of the member's redemptions, newest first. */
export function redemptionPage(
  db: Db,
  userId: number,
  page: { pageNo: number; pageSize: number },
): { rows: RedemptionRow[]; totalCount: number } {
  return {
    totalCount: count(db, 'SELECT COUNT(*) FROM mall_redemptions WHERE user_id = ?', userId),
    rows: statement<[number, number, number], RedemptionRow>(
      db,
      `SELECT id, item_name, quantity, points, created_at FROM mall_redemptions
        WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ).all(userId, page.pageSize, (page.pageNo - 1) * page.pageSize),
  };
}

export function mallItemCount(db: Db): number {
  return count(db, 'SELECT COUNT(*) FROM mall_items');
}

export function insertMallItem(
  db: Db,
  item: {
    name: string;
    description: string;
    category: MallItemRow['category'];
    costPoints: number;
    stock: number | null;
    sort: number;
  },
): void {
  command<[string, string, string, number, number | null, number]>(
    db,
    'INSERT INTO mall_items (name, description, category, cost_points, stock, sort) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(item.name, item.description, item.category, item.costPoints, item.stock, item.sort);
}
