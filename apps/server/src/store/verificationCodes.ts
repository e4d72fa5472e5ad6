import type { Db } from '../db/database';
import { command, statement } from './sql';

/** A number's live code (the newest unused, unexpired one): its hash and how often it was missed. */
export interface LiveCodeRow {
  id: number;
  code_hash: string;
  attempts: number;
}

/** Every unused code of the number for this purpose stops working now. */
export function retireCodes(db: Db, purpose: string, target: string, now: number): void {
  command<[number, string, string]>(
    db,
    'UPDATE verification_codes SET used_at = ? WHERE purpose = ? AND target = ? AND used_at IS NULL',
  ).run(now, purpose, target);
}

export function insertCode(
  db: Db,
  purpose: string,
  target: string,
  codeHash: string,
  now: number,
  expiresAt: number,
): void {
  command<[string, string, string, number, number]>(
    db,
    'INSERT INTO verification_codes (purpose, target, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(purpose, target, codeHash, now, expiresAt);
}

export function liveCode(
  db: Db,
  purpose: string,
  target: string,
  now: number,
): LiveCodeRow | undefined {
  return statement<[string, string, number], LiveCodeRow>(
    db,
    `SELECT id, code_hash, attempts FROM verification_codes
      WHERE purpose = ? AND target = ? AND used_at IS NULL AND expires_at > ?
      ORDER BY id DESC LIMIT 1`,
  ).get(purpose, target, now);
}

/** A wrong try: the code's tries become `attempts`, and at `maxAttempts` the code is used up. */
export function recordWrongCode(
  db: Db,
  id: number,
  attempts: number,
  maxAttempts: number,
  now: number,
): void {
  command<[number, number, number, number, number]>(
    db,
    'UPDATE verification_codes SET attempts = ?, used_at = CASE WHEN ? >= ? THEN ? ELSE used_at END WHERE id = ?',
  ).run(attempts, attempts, maxAttempts, now, id);
}

export function spendCode(db: Db, id: number, now: number): void {
  command<[number, number]>(db, 'UPDATE verification_codes SET used_at = ? WHERE id = ?').run(
    now,
    id,
  );
}
