import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { statement } from '../store/sql';

/** SMS codes: 6 digits, 5 minutes, single use, 5 wrong tries and the code is gone. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'register' | 'noLogin';

const hash = (code: string) => createHash('sha256').update(code).digest();

/** A new code for the number; earlier unused codes for the same purpose stop working. */
export function issueCode(
  db: Db,
  purpose: CodePurpose,
  target: string,
  now: number,
): { code: string; expiresAt: number } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + CODE_TTL_MS;
  db.prepare(
    'UPDATE verification_codes SET used_at = ? WHERE purpose = ? AND target = ? AND used_at IS NULL',
  ).run(now, purpose, target);
  db.prepare(
    'INSERT INTO verification_codes (purpose, target, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(purpose, target, hash(code).toString('hex'), now, expiresAt);
  return { code, expiresAt };
}

/**
 * Whether the code is the number's live code. A wrong code counts against the code's tries;
 * `consume` uses a right one up (leave it false to check first and consume after other checks).
 */
export function checkCode(
  db: Db,
  purpose: CodePurpose,
  target: string,
  code: string | null | undefined,
  now: number,
  consume: boolean,
): boolean {
  const row = statement<
    [CodePurpose, string, number],
    { id: number; code_hash: string; attempts: number }
  >(
    db,
    `SELECT id, code_hash, attempts FROM verification_codes
      WHERE purpose = ? AND target = ? AND used_at IS NULL AND expires_at > ?
      ORDER BY id DESC LIMIT 1`,
  ).get(purpose, target, now);
  if (!row || !code) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const right = timingSafeEqual(expected, hash(code.trim()));
  if (!right) {
    const attempts = row.attempts + 1;
    db.prepare(
      'UPDATE verification_codes SET attempts = ?, used_at = CASE WHEN ? >= ? THEN ? ELSE used_at END WHERE id = ?',
    ).run(attempts, attempts, CODE_MAX_ATTEMPTS, now, row.id);
    return false;
  }
  if (consume)
    db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, row.id);
  return true;
}

export function consumeCode(db: Db, purpose: CodePurpose, target: string, now: number): void {
  db.prepare(
    'UPDATE verification_codes SET used_at = ? WHERE purpose = ? AND target = ? AND used_at IS NULL',
  ).run(now, purpose, target);
}
