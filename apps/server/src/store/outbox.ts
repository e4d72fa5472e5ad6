import type { Db } from '../db/database';
import { command, statement } from './sql';

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: number;
}

export function insertOutboxMessage(
  db: Db,
  msg: { channel: string; recipient: string; subject: string | null; body: string },
  now: number,
): void {
  command<[string, string, string | null, string, number]>(
    db,
    'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(msg.channel, msg.recipient, msg.subject, msg.body, now);
}

/** The newest messages first, to one recipient or to all. */
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
