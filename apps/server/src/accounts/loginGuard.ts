import type { Db } from '../db/database';
import { Failure } from '../http/failure';
import { limits } from './limits';
import type { RateRule } from '../http/rateLimit';
import { normaliseMobile } from './mobile';
import {
  clearEvents,
  deleteEvent,
  insertEvent,
  tallyEvents,
  type EventTally,
} from '../store/rateEvents';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How failed logins slow things down (docs/api.md, "Login limits"). Nothing here locks an account:
 * - the account (all addresses): from its first failure every login of it needs the captcha; from
 *   its 10th, each try waits 1 s after the last failure, doubling to at most a minute;
 * - the account from one address: from the 5th failure that address waits 1 s, doubling to at
 *   most 15 minutes, before trying that account again (other addresses and accounts are not
 *   affected: a shared carrier address is not punished for one player's attempts);
 * - the address (all accounts): from its 3rd failure every login from it needs the captcha.
 * Only attempts whose password was checked count: a missing or wrong captcha counts nothing.
 */
export const LOGIN_DELAYS = {
  pair: { free: limits.loginFailPair.max, capMs: 15 * MINUTE },
  account: { free: limits.loginFailAccount.max, capMs: MINUTE },
};
/** Failures from one address (any account) after which its logins need the captcha. */
export const CAPTCHA_AFTER_ADDRESS_FAILURES = limits.loginFailIp.max;
/**
 * Logins from one address whose password is still being checked that do not yet count as failures
 * towards its captcha: players behind one carrier address log in at the same moment. Beyond them a
 * burst of parallel logins (many accounts, one address) is counted as failed until it is settled.
 */
export const ADDRESS_CHECKS_IN_FLIGHT_ALLOWED = 8;

/** Per database: the addresses' logins whose password check is under way, and how many. */
const checking = new WeakMap<Db, Map<string, number>>();
function inFlight(db: Db): Map<string, number> {
  let m = checking.get(db);
  if (!m) checking.set(db, (m = new Map()));
  return m;
}

/** The wait after `failures` failures: none below `free`, then 1 s doubling up to the cap. */
export function progressiveDelayMs(
  failures: number,
  rule: { free: number; capMs: number },
): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capMs, SECOND * 2 ** Math.min(30, failures - rule.free));
}

/** What a login is counted under. */
export interface LoginKeys {
  account: string;
  pair: string;
  address: string;
}

/**
 * The account a login names, whatever the spelling: the account's id when the name or any form of
 * the mobile number finds one; otherwise the normalised name (a mobile-looking name as dialling
 * code + national number, any other name lower-cased and trimmed), so spellings of an unknown
 * name share one count too and an unknown name is counted like a known one.
 */
export function loginKeys(
  found: { id: number } | undefined,
  typed: string,
  dialingCode: string,
  address: string,
): LoginKeys {
  const mobile = looksLikeMobile(typed) ? normaliseMobile(typed, dialingCode) : '';
  const account = found
    ? `id:${found.id}`
    : mobile
      ? `mobile:${dialingCode}${mobile}`
      : `name:${typed.trim().toLowerCase()}`;
  return { account, pair: `${account}@${address}`, address };
}

/** Digits with the separators people type (`+63 (922) 123-4567`), 7 digits or more. */
export function looksLikeMobile(typed: string): boolean {
  return /^[+\d\s().-]+$/.test(typed.trim()) && typed.replace(/\D/g, '').length >= 7;
}

function tally(db: Db, rule: RateRule, subject: string, now: number): EventTally {
  return tallyEvents(db, rule.bucket, subject.toLowerCase(), now - rule.windowMs);
}

function waitMs(t: EventTally, rule: { free: number; capMs: number }, now: number): number {
  const delay = progressiveDelayMs(t.count, rule);
  return delay && t.last !== null ? Math.max(0, t.last + delay - now) : 0;
}

/**
 * Before a login's password is checked: refuses with 429 (`retryAfterSeconds`) while a wait
 * applies, and says whether the captcha is needed. Synchronous, like `takeLoginAttempt` after it:
 * together they run without a pause, so parallel logins see each other's attempts.
 */
export function loginGate(db: Db, keys: LoginKeys, now: number): { captchaNeeded: boolean } {
  const account = tally(db, limits.loginFailAccount, keys.account, now);
  const pair = tally(db, limits.loginFailPair, keys.pair, now);
  const address = tally(db, limits.loginFailIp, keys.address, now);
  const wait = Math.max(
    waitMs(pair, LOGIN_DELAYS.pair, now),
    waitMs(account, LOGIN_DELAYS.account, now),
  );
  if (wait > 0)
    throw new Failure('request.too.frequent', 429, 'Too many attempts, please try again later', {
      retryAfterSeconds: Math.ceil(wait / SECOND),
    });
  const underWay = Math.min(address.count, inFlight(db).get(keys.address) ?? 0);
  const failed = address.count - underWay;
  return {
    captchaNeeded:
      account.count > 0 ||
      failed + Math.max(0, underWay - ADDRESS_CHECKS_IN_FLIGHT_ALLOWED) >=
        CAPTCHA_AFTER_ADDRESS_FAILURES,
  };
}

/**
 * Counts this login as a failure now, before its password is checked (the check takes a while,
 * and parallel logins must see it); `loginSucceeded` takes it back when the password was right.
 */
export function takeLoginAttempt(db: Db, keys: LoginKeys, now: number): number[] {
  const checks = inFlight(db);
  checks.set(keys.address, (checks.get(keys.address) ?? 0) + 1);
  return db.transaction(() =>
    (
      [
        [limits.loginFailAccount, keys.account],
        [limits.loginFailPair, keys.pair],
        [limits.loginFailIp, keys.address],
      ] as const
    ).map(([rule, subject]) => insertEvent(db, rule.bucket, subject.toLowerCase(), now)),
  )();
}

/**
 * The password was right: this attempt was no failure, the account's failures are forgotten (its
 * next login needs no captcha), and so are this address's on it. Other addresses keep their waits
 * on the account, and the address its count.
 */
export function loginSucceeded(db: Db, keys: LoginKeys, attempt: number[]): void {
  db.transaction(() => {
    for (const id of attempt) deleteEvent(db, id);
    clearEvents(db, limits.loginFailAccount.bucket, keys.account.toLowerCase());
    clearEvents(db, limits.loginFailPair.bucket, keys.pair.toLowerCase());
  })();
}

/** The password check that `takeLoginAttempt` began has ended, right or wrong. */
export function loginChecked(db: Db, keys: LoginKeys): void {
  const checks = inFlight(db);
  const left = (checks.get(keys.address) ?? 1) - 1;
  if (left > 0) checks.set(keys.address, left);
  else checks.delete(keys.address);
}
