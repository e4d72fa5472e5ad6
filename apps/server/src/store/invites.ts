import type { Db } from '../db/database';
import { hashText, seededRandom } from '../seed/catalogue-random';
import { uniqueInviteCode } from '../seed/catalogue-members';

/** The user's invite code (referral and affiliate entry), created on first use. */
export function ensureInviteCode(db: Db, userId: number): string {
  const existing = db
    .prepare('SELECT code FROM invite_codes WHERE user_id = ?')
    .pluck()
    .get(userId) as string | undefined;
  if (existing) return existing;
  const code = uniqueInviteCode(db, seededRandom(hashText(`invite:${userId}:${Date.now()}`)));
  db.prepare('INSERT OR IGNORE INTO invite_codes (user_id, code) VALUES (?, ?)').run(userId, code);
  return db
    .prepare('SELECT code FROM invite_codes WHERE user_id = ?')
    .pluck()
    .get(userId) as string;
}
