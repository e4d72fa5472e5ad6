import type { Db } from '../db/database';
import { Failure } from './failure';
import { count, scalar } from '../store/sql';

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
  return count(
    db,
    'SELECT COUNT(*) FROM rate_events WHERE bucket = ? AND subject = ? AND at > ?',
    rule.bucket,
    subject.toLowerCase(),
    now - rule.windowMs,
  );
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

/** The time until the oldest counted event leaves the window. */
function retryAfterMs(db: Db, rule: RateRule, subject: string, now: number): number {
  const oldest = scalar<[string, string, number], number | null>(
    db,
    'SELECT MIN(at) FROM rate_events WHERE bucket = ? AND subject = ? AND at > ?',
  ).get(rule.bucket, subject.toLowerCase(), now - rule.windowMs);
  return oldest === null || oldest === undefined ? 0 : Math.max(0, oldest + rule.windowMs - now);
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

/**
 * Takes one attempt of an allowance atomically: refuses with 429 when the subject already has
 * `max` events in the window, otherwise records the attempt now, before the slow check it guards
 * (a password hash) runs. The count and the record happen in one synchronous step, so requests
 * arriving together cannot all pass the count first. An attempt that turns out right gives its
 * slot back with `releaseAttempt`; a wrong one stays counted.
 */
export function reserveAttempt(db: Db, rule: RateRule, subject: string, now: number): number {
  return db.transaction(() => {
    ensureUnderLimit(db, rule, subject, now);
    return Number(
      db
        .prepare('INSERT INTO rate_events (bucket, subject, at) VALUES (?, ?, ?)')
        .run(rule.bucket, subject.toLowerCase(), now).lastInsertRowid,
    );
  })();
}

/** Gives back an attempt taken with `reserveAttempt` (it was right). */
export function releaseAttempt(db: Db, id: number): void {
  db.prepare('DELETE FROM rate_events WHERE rowid = ?').run(id);
}

/**
 * Checks several allowances for one subject and counts this attempt in each, in one step: either
 * every rule has room and all are counted, or none is and the tightest refusal is thrown.
 */
export function takeSlots(db: Db, rules: RateRule[], subject: string, now: number): void {
  db.transaction(() => {
    for (const rule of rules) ensureUnderLimit(db, rule, subject, now);
    for (const rule of rules) recordEvent(db, rule, subject, now);
  })();
}
