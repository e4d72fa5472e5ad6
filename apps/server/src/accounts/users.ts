import type { Db } from '../db/database';

export interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  nickname: string | null;
  type: number;
  country_code: string | null;
  mobile: string | null;
  email: string | null;
  created_at: number;
  disabled: number;
  last_login_at: number | null;
  password_expired: number;
  head_icon: string;
  club_label: string | null;
}

export function accountById(db: Db, id: number): AccountRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as AccountRow | undefined;
}

export function accountByUsername(db: Db, username: string): AccountRow | undefined {
  return db.prepare('SELECT * FROM users WHERE username = ?').get(username) as
    AccountRow | undefined;
}

/** By national mobile number (unique across the operator). */
export function accountByMobile(db: Db, mobile: string): AccountRow | undefined {
  if (!mobile) return undefined;
  return db.prepare('SELECT * FROM users WHERE mobile = ?').get(mobile) as AccountRow | undefined;
}
