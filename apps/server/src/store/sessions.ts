import type { Db } from '../db/database';
import { command, statement } from './sql';

/** A live session's member, as the routes see the caller. */
export interface SessionUser {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  token: string;
}

/** The member behind a token whose session is live (unrevoked, unexpired, account enabled). */
export function liveSessionUser(db: Db, token: string, now: number): SessionUser | undefined {
  return statement<[string, number], SessionUser>(
    db,
    `SELECT u.id, u.username, u.nickname, u.type, s.token
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token = ? AND s.revoked = 0 AND s.expires_at > ? AND u.disabled = 0`,
  ).get(token, now);
}

export function insertSession(
  db: Db,
  token: string,
  userId: number,
  now: number,
  expiresAt: number,
): void {
  command<[string, number, number, number]>(
    db,
    'INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(token, userId, now, expiresAt);
}

export function revokeSessionRow(db: Db, token: string): void {
  command<[string]>(db, 'UPDATE sessions SET revoked = 1 WHERE token = ?').run(token);
}

/** Revokes every session of the account but `keep` (null: all of them). */
export function revokeSessionsBut(db: Db, userId: number, keep: string | null): void {
  command<[number, string | null]>(
    db,
    'UPDATE sessions SET revoked = 1 WHERE user_id = ? AND token IS NOT ?',
  ).run(userId, keep);
}

/** A live (unrevoked) session now ends at `expiresAt`. */
export function extendSession(db: Db, token: string, expiresAt: number): void {
  command<[number, string]>(
    db,
    'UPDATE sessions SET expires_at = ? WHERE token = ? AND revoked = 0',
  ).run(expiresAt, token);
}
