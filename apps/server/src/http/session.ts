import type { Db } from '../db/database';
import { statement } from '../store/sql';

export interface SessionUser {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  token: string;
}

/** The live session behind a raw token (`Authorization` header, no `Bearer`), or null. */
export function sessionForToken(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): SessionUser | null {
  if (!token || token.length > 200) return null;
  const row = statement<[string, number], SessionUser>(
    db,
    `SELECT u.id, u.username, u.nickname, u.type, s.token
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token = ? AND s.revoked = 0 AND s.expires_at > ? AND u.disabled = 0`,
  ).get(token, now);
  return row ?? null;
}
