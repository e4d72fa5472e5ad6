import type { Migration } from '../migrations';

/** Points mall: versions 300-349. Points are whole numbers; earned points are derived from bets. */
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
      INSERT INTO mall_items (name, description, category, cost_points, stock, sort) VALUES
        ('Free spins voucher', 'Ten free spins on a featured slot, added to your reward centre.', 'VOUCHER', 20, NULL, 1),
        ('₱50 bonus credit', 'A ₱50 bonus with a 1x turnover requirement.', 'BONUS', 60, NULL, 2),
        ('₱200 bonus credit', 'A ₱200 bonus with a 1x turnover requirement.', 'BONUS', 220, NULL, 3),
        ('Food delivery voucher ₱300', 'A ₱300 food delivery voucher sent by SMS.', 'VOUCHER', 350, 200, 4),
        ('Playdeck cap', 'An embroidered Playdeck cap, delivered in Metro Manila.', 'MERCH', 500, 50, 5),
        ('Playdeck jersey', 'A Playdeck basketball jersey in your size.', 'MERCH', 1500, 30, 6),
        ('Wireless earbuds', 'Bluetooth earbuds with a charging case.', 'GADGET', 4000, 10, 7),
        ('Smartphone', 'A mid-range Android smartphone.', 'GADGET', 25000, 0, 8);
    `,
  },
];
