import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import {
  extendSession,
  insertSession,
  revokeSessionRow,
  revokeSessionsBut,
} from '../store/sessions';

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
  insertSession(db, token, userId, now, expiresAt);
  return { token, expiresAt };
}

export function revokeSession(db: Db, token: string): void {
  revokeSessionRow(db, token);
}

/** Ends every session of the account except `keep` (after a password change). */
export function revokeOtherSessions(db: Db, userId: number, keep?: string): void {
  revokeSessionsBut(db, userId, keep ?? null);
}

export function renewSession(db: Db, token: string, now: number): number {
  const expiresAt = now + SESSION_TTL_MS;
  extendSession(db, token, expiresAt);
  return expiresAt;
}
