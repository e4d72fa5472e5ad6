import type { Db } from '../db/database';
import { command, scalar } from './sql';

/** The member a provider's identity is linked to, if any. */
export function linkedUserId(db: Db, provider: string, subject: string): number | undefined {
  return scalar<[string, string], number>(
    db,
    'SELECT user_id FROM social_identities WHERE provider = ? AND subject = ?',
  ).get(provider, subject);
}

export function touchIdentity(db: Db, provider: string, subject: string, now: number): void {
  command<[number, string, string]>(
    db,
    'UPDATE social_identities SET last_used_at = ? WHERE provider = ? AND subject = ?',
  ).run(now, provider, subject);
}

export function linkIdentity(
  db: Db,
  provider: string,
  subject: string,
  userId: number,
  email: string | null,
  now: number,
): void {
  command<[string, string, number, string | null, number, number]>(
    db,
    `INSERT INTO social_identities (provider, subject, user_id, email, created_at, last_used_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(provider, subject, userId, email, now, now);
}
