import type { Db } from '../db/database';
import { command, statement } from './sql';

// The dev verifier's own records (routes/verifier.ts): picture challenges for the human check and
// phone sessions for the phone verifier. A stand-in for the operator's providers, never the site.

export interface ChallengeRow {
  captcha_id: string;
  answer: string;
  pass_token: string | null;
  gen_time: string | null;
  expires_at: number;
  used: number;
}

export function challengeOf(db: Db, lot: string): ChallengeRow | undefined {
  return statement<[string], ChallengeRow>(
    db,
    'SELECT captcha_id, answer, pass_token, gen_time, expires_at, used FROM verifier_challenges WHERE lot_number = ?',
  ).get(lot);
}

/** A new challenge (expired ones are dropped first). */
export function insertChallenge(
  db: Db,
  c: { lot: string; captchaId: string; answer: string; now: number; expiresAt: number },
): void {
  command<[number]>(db, 'DELETE FROM verifier_challenges WHERE expires_at <= ?').run(c.now);
  command<[string, string, string, number]>(
    db,
    'INSERT INTO verifier_challenges (lot_number, captcha_id, answer, expires_at) VALUES (?, ?, ?, ?)',
  ).run(c.lot, c.captchaId, c.answer, c.expiresAt);
}

export function deleteChallenge(db: Db, lot: string): void {
  command<[string]>(db, 'DELETE FROM verifier_challenges WHERE lot_number = ?').run(lot);
}

/** The challenge was answered: it carries a pass token until the operator checks it. */
export function passChallenge(db: Db, lot: string, passToken: string, genTime: string): void {
  command<[string, string, string]>(
    db,
    'UPDATE verifier_challenges SET pass_token = ?, gen_time = ? WHERE lot_number = ?',
  ).run(passToken, genTime, lot);
}

export function spendChallenge(db: Db, lot: string): void {
  command<[string]>(db, 'UPDATE verifier_challenges SET used = 1 WHERE lot_number = ?').run(lot);
}

export interface PhoneSessionRow {
  phone_number: string;
  code: string;
  tries: number;
  expires_at: number;
  used: number;
}

/** A new phone session for the number; the number's earlier ones end. */
export function startPhoneSession(
  db: Db,
  s: { sessionInfo: string; phoneNumber: string; codeHash: string; expiresAt: number },
): void {
  command<[string]>(
    db,
    'UPDATE verifier_phone_sessions SET used = 1 WHERE phone_number = ? AND used = 0',
  ).run(s.phoneNumber);
  command<[string, string, string, number]>(
    db,
    'INSERT INTO verifier_phone_sessions (session_info, phone_number, code, expires_at) VALUES (?, ?, ?, ?)',
  ).run(s.sessionInfo, s.phoneNumber, s.codeHash, s.expiresAt);
}

export function phoneSessionOf(db: Db, sessionInfo: string): PhoneSessionRow | undefined {
  return statement<[string], PhoneSessionRow>(
    db,
    'SELECT phone_number, code, tries, expires_at, used FROM verifier_phone_sessions WHERE session_info = ?',
  ).get(sessionInfo);
}

export function countPhoneSessionTry(db: Db, sessionInfo: string): void {
  command<[string]>(
    db,
    'UPDATE verifier_phone_sessions SET tries = tries + 1 WHERE session_info = ?',
  ).run(sessionInfo);
}

export function spendPhoneSession(db: Db, sessionInfo: string): void {
  command<[string]>(db, 'UPDATE verifier_phone_sessions SET used = 1 WHERE session_info = ?').run(
    sessionInfo,
  );
}
