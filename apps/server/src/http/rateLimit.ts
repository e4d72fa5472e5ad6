import type { Db } from '../db/database';
import { Failure } from './failure';

/**
 * Sliding-window counters kept in SQLite (`rate_events`), on the server's clock so tests can pin
 * time. `bucket` names the rule (e.g. `login.fail.user`), `subject` whom it counts (a username, an
 * IP address, a phone number).
 */
export interface RateRule {
  bucket: string;
  windowMs: number;
  max: number;
}

export function countEvents(db: Db, rule: RateRule, subject: string, now: number): number {
  return db
    .prepare('SELECT COUNT(*) FROM rate_events WHERE bucket = ? AND subject = ? AND at > ?')
    .pluck()
    .get(rule.bucket, subject.toLowerCase(), now - rule.windowMs) as number;
}

export function recordEvent(db: Db, rule: RateRule, subject: string, now: number): void {
  db.prepare('INSERT INTO rate_events (bucket, subject, at) VALUES (?, ?, ?)').run(
    rule.bucket,
    subject.toLowerCase(),
    now,
  );
  // Keep the table small: drop this rule's events that can no longer count.
  if (Math.random() < 0.05)
    db.prepare('DELETE FROM rate_events WHERE bucket = ? AND at <= ?').run(
      rule.bucket,
      now - rule.windowMs,
    );
}

export function clearEvents(db: Db, rule: RateRule, subject: string): void {
  db.prepare('DELETE FROM rate_events WHERE bucket = ? AND subject = ?').run(
    rule.bucket,
    subject.toLowerCase(),
  );
}

/** The time until the oldest counted event leaves the window. */
function retryAfterMs(db: Db, rule: RateRule, subject: string, now: number): number {
  const oldest = db
    .prepare('SELECT MIN(at) FROM rate_events WHERE bucket = ? AND subject = ? AND at > ?')
    .pluck()
    .get(rule.bucket, subject.toLowerCase(), now - rule.windowMs) as number | null;
  return oldest === null ? 0 : Math.max(0, oldest + rule.windowMs - now);
}

/** Refuses with 429 `request.too.frequent` (value `{retryAfterSeconds}`) when the limit is reached. */
export function ensureUnderLimit(db: Db, rule: RateRule, subject: string, now: number): void {
  if (countEvents(db, rule, subject, now) >= rule.max) {
    const seconds = Math.ceil(retryAfterMs(db, rule, subject, now) / 1000);
    throw new Failure('request.too.frequent', 429, 'Too many attempts, please try again later', {
      retryAfterSeconds: seconds,
    });
  }
}

/** Checks the limit, then counts this attempt. */
export function takeSlot(db: Db, rule: RateRule, subject: string, now: number): void {
  ensureUnderLimit(db, rule, subject, now);
  recordEvent(db, rule, subject, now);
}
