import type { Db } from '../db/database';
import { command, scalar, statement } from './sql';

/** Records a captcha's answer, replacing the browser's previous one and dropping expired ones. */
export function insertCaptcha(
  db: Db,
  c: { id: string; previousId: string | undefined; answer: string; now: number; expiresAt: number },
): void {
  if (c.previousId) command<[string]>(db, 'DELETE FROM captchas WHERE id = ?').run(c.previousId);
  command<[number]>(db, 'DELETE FROM captchas WHERE expires_at <= ?').run(c.now);
  command<[string, string, number, number]>(
    db,
    'INSERT INTO captchas (id, answer, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(c.id, c.answer, c.now, c.expiresAt);
}

/** The captcha's answer and expiry, used up by this read (checked once, right or wrong). */
export function takeCaptcha(
  db: Db,
  id: string,
): { answer: string; expires_at: number } | undefined {
  const row = statement<[string], { answer: string; expires_at: number }>(
    db,
    'SELECT answer, expires_at FROM captchas WHERE id = ?',
  ).get(id);
  if (row) command<[string]>(db, 'DELETE FROM captchas WHERE id = ?').run(id);
  return row;
}

/** A live captcha's answer, without using it up: for the dev endpoints and tests only. */
export function captchaAnswerOf(db: Db, id: string): string | undefined {
  return scalar<[string], string>(db, 'SELECT answer FROM captchas WHERE id = ?').get(id);
}
