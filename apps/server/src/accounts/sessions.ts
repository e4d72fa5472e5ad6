import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** A session lasts a day from login or from its last renewal. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** 256 random bits as hex: the raw token the platform's clients send as `Authorization`. */
export function createSession(
  db: Db,
  userId: number,
  now: number,
): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('hex');
  const expiresAt = now + SESSION_TTL_MS;
  db.prepare(
    'INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(token, userId, now, expiresAt);
  return { token, expiresAt };
}

export function revokeSession(db: Db, token: string): void {
  db.prepare('UPDATE sessions SET revoked = 1 WHERE token = ?').run(token);
}

/** Ends every session of the account except `keep` (after a password change). */
export function revokeOtherSessions(db: Db, userId: number, keep?: string): void {
  db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ? AND token IS NOT ?').run(
    userId,
    keep ?? null,
  );
}

export function renewSession(db: Db, token: string, now: number): number {
  const expiresAt = now + SESSION_TTL_MS;
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ? AND revoked = 0').run(
    expiresAt,
    token,
  );
  return expiresAt;
}
