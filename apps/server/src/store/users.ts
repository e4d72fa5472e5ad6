import type { Db } from '../db/database';

export interface UserRow {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  mobile: string | null;
  email: string | null;
  created_at: number;
}

export function userById(db: Db, id: number): UserRow | undefined {
  return db
    .prepare(
      'SELECT id, username, nickname, type, mobile, email, created_at FROM users WHERE id = ?',
    )
    .get(id) as UserRow | undefined;
}

export function usernameTaken(db: Db, username: string): boolean {
  return !!db.prepare('SELECT 1 FROM users WHERE username = ?').get(username);
}
