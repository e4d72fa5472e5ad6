import type { Db } from '../db/database';
import { command, count, insertedId, scalar, statement } from './sql';

/**
 * The sliding-window counters' events (`rate_events`): `bucket` names the rule, `subject` whom it
 * counts, `at` when. Callers pass the subject as it is counted (lower-cased) and the window's start.
 */
export interface EventTally {
  count: number;
  last: number | null;
}

/** The events after `since`. */
export function countEvents(db: Db, bucket: string, subject: string, since: number): number {
  return count(
    db,
    'SELECT COUNT(*) FROM rate_events WHERE bucket = ? AND subject = ? AND at > ?',
    bucket,
    subject,
    since,
  );
}

/** The events after `since` and the time of the latest. */
export function tallyEvents(db: Db, bucket: string, subject: string, since: number): EventTally {
  return (
    statement<[string, string, number], EventTally>(
      db,
      'SELECT COUNT(*) AS count, MAX(at) AS last FROM rate_events WHERE bucket = ? AND subject = ? AND at > ?',
    ).get(bucket, subject, since) ?? { count: 0, last: null }
  );
}

/** The time of the oldest event after `since`, if any. */
export function oldestEventAt(
  db: Db,
  bucket: string,
  subject: string,
  since: number,
): number | null {
  return (
    scalar<[string, string, number], number | null>(
      db,
      'SELECT MIN(at) FROM rate_events WHERE bucket = ? AND subject = ? AND at > ?',
    ).get(bucket, subject, since) ?? null
  );
}

/** Records an event; returns its rowid (to take it back with `deleteEvent`). */
export function insertEvent(db: Db, bucket: string, subject: string, at: number): number {
  return insertedId(
    command<[string, string, number]>(
      db,
      'INSERT INTO rate_events (bucket, subject, at) VALUES (?, ?, ?)',
    ).run(bucket, subject, at),
  );
}

export function deleteEvent(db: Db, id: number): void {
  command<[number]>(db, 'DELETE FROM rate_events WHERE rowid = ?').run(id);
}

/** Forgets every event of the subject under the bucket. */
export function clearEvents(db: Db, bucket: string, subject: string): void {
  command<[string, string]>(db, 'DELETE FROM rate_events WHERE bucket = ? AND subject = ?').run(
    bucket,
    subject,
  );
}

/** Drops the bucket's events at or before `until` (they can no longer count). */
export function pruneEvents(db: Db, bucket: string, until: number): void {
  command<[string, number]>(db, 'DELETE FROM rate_events WHERE bucket = ? AND at <= ?').run(
    bucket,
    until,
  );
}
