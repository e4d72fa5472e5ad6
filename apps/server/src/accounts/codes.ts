import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import {
  insertCode,
  liveCode,
  recordWrongCode,
  retireCodes,
  spendCode,
} from '../store/verificationCodes';

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
  retireCodes(db, purpose, target, now);
  insertCode(db, purpose, target, hash(code).toString('hex'), now, expiresAt);
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
  const row = liveCode(db, purpose, target, now);
  if (!row || !code) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const right = timingSafeEqual(expected, hash(code.trim()));
  if (!right) {
    const attempts = row.attempts + 1;
    recordWrongCode(db, row.id, attempts, CODE_MAX_ATTEMPTS, now);
    return false;
  }
  if (consume) spendCode(db, row.id, now);
  return true;
}

export function consumeCode(db: Db, purpose: CodePurpose, target: string, now: number): void {
  retireCodes(db, purpose, target, now);
}
