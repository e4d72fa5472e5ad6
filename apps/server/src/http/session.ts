import type { Db } from '../db/database';
import { liveSessionUser, type SessionUser } from '../store/sessions';

export type { SessionUser };

/** The live session behind a raw token (`Authorization` header, no `Bearer`), or null. */
export function sessionForToken(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): SessionUser | null {
  if (!token || token.length > 200) return null;
  return liveSessionUser(db, token, now) ?? null;
}
