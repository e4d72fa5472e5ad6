import type { Db } from '../db/database';
import { insertMallItem, mallItemCount } from '../store/mall';
import { putSetting, settingValue } from '../store/settings';

/** The points mall's catalogue, cheapest first (`sort`); stock null: no limit. */
export const MALL_ITEMS = [
  {
    name: 'Free spins voucher',
    description: 'Ten free spins on a featured slot, added to your reward centre.',
    category: 'VOUCHER',
    costPoints: 20,
    stock: null,
  },
  {
    name: '₱50 bonus credit',
    description: 'A ₱50 bonus with a 1x turnover requirement.',
    category: 'BONUS',
    costPoints: 60,
    stock: null,
  },
  {
    name: '₱200 bonus credit',
    description: 'A ₱200 bonus with a 1x turnover requirement.',
    category: 'BONUS',
    costPoints: 220,
    stock: null,
  },
  {
    name: 'Food delivery voucher ₱300',
    description: 'A ₱300 food delivery voucher sent by SMS.',
    category: 'VOUCHER',
    costPoints: 350,
    stock: 200,
  },
  {
    name: 'Playdeck cap',
    description: 'An embroidered Playdeck cap, delivered in Metro Manila.',
    category: 'MERCH',
    costPoints: 500,
    stock: 50,
  },
  {
    name: 'Playdeck jersey',
    description: 'A Playdeck basketball jersey in your size.',
    category: 'MERCH',
    costPoints: 1500,
    stock: 30,
  },
  {
    name: 'Wireless earbuds',
    description: 'Bluetooth earbuds with a charging case.',
    category: 'GADGET',
    costPoints: 4000,
    stock: 10,
  },
  {
    name: 'Smartphone',
    description: 'A mid-range Android smartphone.',
    category: 'GADGET',
    costPoints: 25000,
    stock: 0,
  },
] as const;

const MARKER = 'seeded.mall';

/**
 * The mall's items, once per database. Until decision 094 migration 300 inserted them, so a
 * database that has the items already (from that migration) only gets the marker, and one seeded
 * before the mall existed gets the items on its next start, as the migration gave them. Once the
 * marker is written the catalogue is the operator's: items removed stay removed.
 */
export function seedMall(db: Db): void {
  if (settingValue(db, MARKER)) return;
  db.transaction(() => {
    if (mallItemCount(db) === 0)
      MALL_ITEMS.forEach((item, i) => insertMallItem(db, { ...item, sort: i + 1 }));
    putSetting(db, MARKER, 'true');
  })();
}
