import type { Db } from '../db/database';

/** The first deposit earns this bonus in the reward centre (the deposit entry's 25 % badge), capped. */
export const FIRST_DEPOSIT_BONUS_PERCENT = 25;
export const FIRST_DEPOSIT_BONUS_CAP_CENTS = 250_000;
/** What a member gets when a friend who registered with their code makes a first deposit. */
export const REFERRAL_REWARD_CENTS = 10_000;

/** Whether the operator runs a promotion now (REFERRAL, LOGIN, REWARD_CENTER, FIRST_DEPOSIT). */
export function promotionEnabled(db: Db, key: string): boolean {
  return db.prepare('SELECT enabled FROM promotion_switches WHERE key = ?').pluck().get(key) === 1;
}
