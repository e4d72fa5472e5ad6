import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { seedAll } from '.';
import { seedMall } from './mall';

/** The rows migration 300 inserted before the items moved to seed/mall.ts (decision 094). */
const MIGRATION_300_ROWS = [
  [
    1,
    'Free spins voucher',
    'Ten free spins on a featured slot, added to your reward centre.',
    'VOUCHER',
    20,
    null,
    1,
  ],
  [2, '₱50 bonus credit', 'A ₱50 bonus with a 1x turnover requirement.', 'BONUS', 60, null, 2],
  [3, '₱200 bonus credit', 'A ₱200 bonus with a 1x turnover requirement.', 'BONUS', 220, null, 3],
  [
    4,
    'Food delivery voucher ₱300',
    'A ₱300 food delivery voucher sent by SMS.',
    'VOUCHER',
    350,
    200,
    4,
  ],
  [
    5,
    'Playdeck cap',
    'An embroidered Playdeck cap, delivered in Metro Manila.',
    'MERCH',
    500,
    50,
    5,
  ],
  [6, 'Playdeck jersey', 'A Playdeck basketball jersey in your size.', 'MERCH', 1500, 30, 6],
  [7, 'Wireless earbuds', 'Bluetooth earbuds with a charging case.', 'GADGET', 4000, 10, 7],
  [8, 'Smartphone', 'A mid-range Android smartphone.', 'GADGET', 25000, 0, 8],
];

const itemRows = (db: Db) =>
  db
    .prepare(
      'SELECT id, name, description, category, cost_points, stock, sort FROM mall_items ORDER BY id',
    )
    .raw()
    .all();

/** A database as the server before 094 left it: items inserted by the migration, no marker. */
function withMigratedItems(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO mall_items (id, name, description, category, cost_points, stock, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of MIGRATION_300_ROWS) insert.run(...row);
}

describe('the points mall seed', () => {
  it('gives a fresh database the rows the migration used to insert', () => {
    const db = openDatabase(':memory:');
    expect(itemRows(db)).toEqual([]);
    seedAll(db, Date.UTC(2025, 5, 15));
    expect(itemRows(db)).toEqual(MIGRATION_300_ROWS);
    db.close();
  });

  it('leaves a database whose items came from the migration as it is', () => {
    const db = openDatabase(':memory:');
    withMigratedItems(db);
    db.prepare("INSERT INTO settings (key, value) VALUES ('seeded', 'true')").run();
    seedAll(db);
    expect(itemRows(db)).toEqual(MIGRATION_300_ROWS);
    db.close();
  });

  it('gives a database seeded before the mall existed its items once; removed items stay removed', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO settings (key, value) VALUES ('seeded', 'true')").run();
    seedMall(db);
    expect(itemRows(db)).toEqual(MIGRATION_300_ROWS);
    db.prepare('DELETE FROM mall_items').run();
    seedMall(db);
    expect(itemRows(db)).toEqual([]);
    db.close();
  });
});
