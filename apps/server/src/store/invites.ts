import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { hashText, seededRandom, type SeededRandom } from '../seed/catalogue-random';
import { command, scalar } from './sql';

/** Letters and digits that cannot be mistaken for one another (no I, L, O, 0, 1). */
const CODE_ALPHABET = [...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'];

export function randomCode(rnd: SeededRandom, length: number): string {
  return Array.from({ length }, () => rnd.pick(CODE_ALPHABET)).join('');
}

/** An invite code not used yet (the same one for the same generator state). */
export function uniqueInviteCode(db: Db, rnd: SeededRandom): string {
  const taken = scalar<[string], 1>(db, 'SELECT 1 FROM invite_codes WHERE code = ?');
  for (;;) {
    const code = randomCode(rnd, 8);
    if (!taken.get(code)) return code;
  }
}

/** The user's invite code (referral and affiliate entry), created on first use. */
export function ensureInviteCode(db: Db, userId: number): string {
  const codeOf = scalar<[number], string>(db, 'SELECT code FROM invite_codes WHERE user_id = ?');
  const existing = codeOf.get(userId);
  if (existing) return existing;
  const code = uniqueInviteCode(db, seededRandom(hashText(randomBytes(8).toString('hex'))));
  command<[number, string]>(
    db,
    'INSERT OR IGNORE INTO invite_codes (user_id, code) VALUES (?, ?)',
  ).run(userId, code);
  return codeOf.get(userId) ?? code;
}

/** Whether a member's referral (invite-friends) code exists. */
export function referralCodeExists(db: Db, code: string): boolean {
  return !!scalar<[string], 1>(db, 'SELECT 1 FROM invite_codes WHERE code = ?').get(code);
}
