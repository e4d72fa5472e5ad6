import type { Db } from '../db/database';
import { command } from '../store/sql';

/** The promotions the demo operator runs: all on. */
export function seedPromotionSwitches(db: Db): void {
  const insert = command<[string]>(
    db,
    'INSERT INTO promotion_switches (key, enabled) VALUES (?, 1)',
  );
  for (const key of ['REFERRAL', 'LOGIN', 'REWARD_CENTER', 'FIRST_DEPOSIT']) insert.run(key);
}
