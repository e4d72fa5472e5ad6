import type { Db } from '../db/database';
import { insertOutboxMessage } from '../store/outbox';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * The dev outbox: SMS and e-mail the reference server would send, kept in a table (read it with
 * `GET /__dev/outbox?to=` when the dev admin is on, `readOutbox` in store/outbox) and written as
 * a log line.
 */
export function sendToOutbox(
  db: Db,
  log: (line: string) => void,
  msg: OutboxMessage,
  now: number,
): void {
  insertOutboxMessage(db, { ...msg, subject: msg.subject ?? null }, now);
  log(
    `[outbox] ${msg.channel} to ${msg.recipient}: ${msg.subject ? `${msg.subject} | ` : ''}${msg.body}`,
  );
}
