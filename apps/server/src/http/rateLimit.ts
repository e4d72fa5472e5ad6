import type { Db } from '../db/database';
import { Failure } from './failure';
import {
  countEvents as countStored,
  deleteEvent,
  insertEvent,
  oldestEventAt,
  pruneEvents,
} from '../store/rateEvents';

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
  return countStored(db, rule.bucket, subject.toLowerCase(), now - rule.windowMs);
}

export function recordEvent(db: Db, rule: RateRule, subject: string, now: number): void {
  insertEvent(db, rule.bucket, subject.toLowerCase(), now);
  // Keep the table small: drop this rule's events that can no longer count.
  if (Math.random() < 0.05) pruneEvents(db, rule.bucket, now - rule.windowMs);
}

/** The time until the oldest counted event leaves the window. */
function retryAfterMs(db: Db, rule: RateRule, subject: string, now: number): number {
  const oldest = oldestEventAt(db, rule.bucket, subject.toLowerCase(), now - rule.windowMs);
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
    return insertEvent(db, rule.bucket, subject.toLowerCase(), now);
  })();
}

/** Gives back an attempt taken with `reserveAttempt` (it was right). */
export function releaseAttempt(db: Db, id: number): void {
  deleteEvent(db, id);
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
