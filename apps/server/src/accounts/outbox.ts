import type { Db } from '../db/database';
import { statement } from '../store/sql';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * The dev outbox: SMS and e-mail the reference server would send, kept in a table (read it with
 * `GET /__dev/outbox?to=` when the dev admin is on) and written as a log line.
 */
export function sendToOutbox(
  db: Db,
  log: (line: string) => void,
  msg: OutboxMessage,
  now: number,
): void {
  db.prepare(
    'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(msg.channel, msg.recipient, msg.subject ?? null, msg.body, now);
  log(
    `[outbox] ${msg.channel} to ${msg.recipient}: ${msg.subject ? `${msg.subject} | ` : ''}${msg.body}`,
  );
}

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: number;
}

export function readOutbox(db: Db, recipient?: string, limit = 50): OutboxRow[] {
  const columns = 'id, channel, recipient, subject, body, created_at';
  if (recipient)
    return statement<[string, number], OutboxRow>(
      db,
      `SELECT ${columns} FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?`,
    ).all(recipient, limit);
  return statement<[number], OutboxRow>(
    db,
    `SELECT ${columns} FROM outbox ORDER BY id DESC LIMIT ?`,
  ).all(limit);
}
