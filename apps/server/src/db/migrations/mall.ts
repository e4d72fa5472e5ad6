import type { Migration } from '../migrations';

/**
 * Points mall: versions 300-349. Points are whole numbers; earned points are derived from bets.
 * Tables only: the catalogue's items are demo data, seeded by seed/mall.ts (decision 094).
 */
export const mallMigrations: Migration[] = [
  {
    version: 300,
    name: 'points mall catalogue and redemptions',
    sql: `
      CREATE TABLE mall_items (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        -- BONUS, VOUCHER, MERCH, GADGET
        category TEXT NOT NULL,
        cost_points INTEGER NOT NULL CHECK (cost_points > 0),
        -- left to redeem; NULL: no limit
        stock INTEGER CHECK (stock IS NULL OR stock >= 0),
        sort INTEGER NOT NULL
      );
      CREATE TABLE mall_redemptions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES mall_items(id),
        item_name TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        points INTEGER NOT NULL CHECK (points > 0),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX mall_redemptions_by_user ON mall_redemptions (user_id, created_at);
    `,
  },
];
