import type { Db } from '../db/database';
import { command, count, scalar, statement } from './sql';

export interface AnnouncementRow {
  id: number;
  type: string;
  title: string;
  content: string;
  group_name: string;
  category: string | null;
  url: string | null;
  linkage_type: string | null;
  start_date: number;
  end_date: number | null;
  no_expiry: number;
  read_at: number | null;
}

/** Announcements of these types showing now, in their order (with the user's read time). */
export function activeAnnouncements(
  db: Db,
  q: {
    types: readonly string[];
    now: number;
    userId: number | null;
    groupName: string | null;
    platform: string;
  },
): AnnouncementRow[] {
  return statement<unknown[], AnnouncementRow>(
    db,
    `SELECT a.*, r.read_at FROM announcements a
       LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.user_id = ?
      WHERE a.type IN (${q.types.map(() => '?').join(',')})
        AND a.start_date <= ? AND (a.no_expiry = 1 OR a.end_date IS NULL OR a.end_date >= ?)
        AND (? IS NULL OR a.group_name = ?)
        AND (a.platform = 'ALL' OR a.platform = ?)
      ORDER BY a.sort, a.id`,
  ).all(q.userId, ...q.types, q.now, q.now, q.groupName, q.groupName, q.platform);
}

/** Reads announcements' images; prepared once for all the rows of an answer. */
export function announcementImages(db: Db): (id: number) => { sequence: number; url: string }[] {
  const images = statement<[number], { sequence: number; url: string }>(
    db,
    'SELECT sequence, url FROM announcement_images WHERE announcement_id = ? ORDER BY sequence',
  );
  return (id) => images.all(id);
}

export function announcementExists(db: Db, id: number): boolean {
  return !!scalar<[number], 1>(db, 'SELECT 1 FROM announcements WHERE id = ?').get(id);
}

export function markAnnouncementReadBy(
  db: Db,
  userId: number,
  announcementId: number,
  now: number,
): void {
  command<[number, number, number]>(
    db,
    'INSERT OR IGNORE INTO announcement_reads (user_id, announcement_id, read_at) VALUES (?, ?, ?)',
  ).run(userId, announcementId, now);
}

export function unreadInboxCount(db: Db, userId: number): number {
  return count(
    db,
    'SELECT COUNT(*) FROM inbox_messages WHERE user_id = ? AND read_at IS NULL',
    userId,
  );
}

export interface InboxRow {
  id: number;
  sender: string;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
}

/** One page of the member's inbox, newest first. */
export function inboxPage(
  db: Db,
  userId: number,
  page: { page: number; size: number },
): { rows: InboxRow[]; totalCount: number } {
  return {
    totalCount: count(db, 'SELECT COUNT(*) FROM inbox_messages WHERE user_id = ?', userId),
    rows: statement<[number, number, number], InboxRow>(
      db,
      `SELECT id, sender, title, content, created_at, read_at FROM inbox_messages
        WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ).all(userId, page.size, (page.page - 1) * page.size),
  };
}

/** Marks one of the member's inbox messages read; false when the member has no such message. */
export function markInboxMessageRead(db: Db, userId: number, id: number, now: number): boolean {
  return (
    command<[number, number, number]>(
      db,
      'UPDATE inbox_messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?',
    ).run(now, id, userId).changes > 0
  );
}

/** Live-chat messages from the operator the member has not read. */
export function unreadChatCount(db: Db, userId: number): number {
  return count(
    db,
    'SELECT COUNT(*) FROM chat_messages WHERE user_id = ? AND from_player = 0 AND read_at IS NULL',
    userId,
  );
}

/** Records a live-chat ticket (dropping expired ones first). */
export function insertChatTicket(
  db: Db,
  t: {
    ticket: string;
    userId: number;
    sessionToken: string;
    title: string;
    headerColor: string | null;
    backUrl: string | null;
    language: string | null;
    now: number;
    expiresAt: number;
  },
): void {
  command<[number]>(db, 'DELETE FROM chat_tickets WHERE expires_at <= ?').run(t.now);
  command<
    [string, number, string, string, string | null, string | null, string | null, number, number]
  >(
    db,
    `INSERT INTO chat_tickets (ticket, user_id, session_token, title, header_color, back_url, language, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    t.ticket,
    t.userId,
    t.sessionToken,
    t.title,
    t.headerColor,
    t.backUrl,
    t.language,
    t.now,
    t.expiresAt,
  );
}

/** The languages the help centre has entries in. */
export function helpLanguages(db: Db): string[] {
  return scalar<[], string>(db, 'SELECT DISTINCT language FROM help_entries').all();
}

export function helpEntries(
  db: Db,
  language: string,
): { id: number; title: string; content: string; tag: string | null }[] {
  return statement<[string], { id: number; title: string; content: string; tag: string | null }>(
    db,
    'SELECT id, title, content, tag FROM help_entries WHERE language = ? ORDER BY position',
  ).all(language);
}

export function insertFeedback(
  db: Db,
  f: { userId: number; sender: string; type: number; content: string; now: number },
): void {
  command<[number, string, number, string, number]>(
    db,
    'INSERT INTO feedback (user_id, sender, type, content, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(f.userId, f.sender, f.type, f.content, f.now);
}

export interface ChatTicketRow {
  ticket: string;
  user_id: number;
  title: string;
  header_color: string | null;
  back_url: string | null;
  expires_at: number;
}

/** A chat ticket, while it and the session that opened the chat are live. */
export function liveChatTicket(db: Db, ticket: string, now: number): ChatTicketRow | undefined {
  return statement<[string, number, number], ChatTicketRow>(
    db,
    `SELECT t.ticket, t.user_id, t.title, t.header_color, t.back_url, t.expires_at
       FROM chat_tickets t JOIN sessions s ON s.token = t.session_token
      WHERE t.ticket = ? AND t.expires_at > ? AND s.revoked = 0 AND s.expires_at > ?`,
  ).get(ticket, now, now);
}

/** The member's live chat, oldest first. */
export function chatConversation(
  db: Db,
  userId: number,
): { from_player: number; body: string; created_at: number }[] {
  return statement<[number], { from_player: number; body: string; created_at: number }>(
    db,
    'SELECT from_player, body, created_at FROM chat_messages WHERE user_id = ? ORDER BY created_at, id',
  ).all(userId);
}

/** The member has read the support agent's messages. */
export function markChatRead(db: Db, userId: number, now: number): void {
  command<[number, number]>(
    db,
    'UPDATE chat_messages SET read_at = ? WHERE user_id = ? AND from_player = 0 AND read_at IS NULL',
  ).run(now, userId);
}

/** A player's chat message and the support agent's reply (read at once), together. */
export function insertChatExchange(
  db: Db,
  c: { userId: number; body: string; reply: string; now: number },
): void {
  const insert = command<[number, number, string, number, number]>(
    db,
    'INSERT INTO chat_messages (user_id, from_player, body, created_at, read_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    insert.run(c.userId, 1, c.body, c.now, c.now);
    // The support agent's reply is read at once: the player is looking at the chat.
    insert.run(c.userId, 0, c.reply, c.now + 1, c.now + 1);
  })();
}

/** A message in the member's inbox (`readAt` null: unread). */
export function addInboxMessage(
  db: Db,
  userId: number,
  m: { sender: string; title: string; content: string },
  createdAt: number,
  readAt: number | null = null,
): void {
  command<[number, string, string, string, number, number | null]>(
    db,
    'INSERT INTO inbox_messages (user_id, sender, title, content, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, m.sender, m.title, m.content, createdAt, readAt);
}
