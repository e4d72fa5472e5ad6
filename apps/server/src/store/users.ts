import type { Db } from '../db/database';
import { command, insertedId, scalar, statement } from './sql';

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
  return statement<[number], UserRow>(
    db,
    'SELECT id, username, nickname, type, mobile, email, created_at FROM users WHERE id = ?',
  ).get(id);
}

export function usernameTaken(db: Db, username: string): boolean {
  return !!scalar<[string], 1>(db, 'SELECT 1 FROM users WHERE username = ?').get(username);
}

/** Whether an account has this e-mail address (whatever its letter case). */
export function emailTaken(db: Db, email: string): boolean {
  return !!scalar<[string], 1>(db, 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE').get(email);
}

/** A whole account, password hash included: for logins and the account's own calls. */
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
  return statement<[number], AccountRow>(db, 'SELECT * FROM users WHERE id = ?').get(id);
}

export function accountByUsername(db: Db, username: string): AccountRow | undefined {
  return statement<[string], AccountRow>(db, 'SELECT * FROM users WHERE username = ?').get(
    username,
  );
}

/** By national mobile number (unique across the operator). */
export function accountByMobile(db: Db, mobile: string): AccountRow | undefined {
  if (!mobile) return undefined;
  return statement<[string], AccountRow>(db, 'SELECT * FROM users WHERE mobile = ?').get(mobile);
}

/** Opens a trial account (type 4) that has no password; returns its id. */
export function insertTrialAccount(
  db: Db,
  username: string,
  passwordHash: string,
  now: number,
): number {
  return insertedId(
    command<[string, string, number, string]>(
      db,
      'INSERT INTO users (username, password_hash, type, created_at, register_method) VALUES (?, ?, 4, ?, ?)',
    ).run(username, passwordHash, now, 'FREEPLAY'),
  );
}

/** The account's temporary password (forgot password by e-mail), if one was issued. */
export function temporaryPasswordOf(
  db: Db,
  userId: number,
): { password_hash: string; expires_at: number } | undefined {
  return statement<[number], { password_hash: string; expires_at: number }>(
    db,
    'SELECT password_hash, expires_at FROM temporary_passwords WHERE user_id = ?',
  ).get(userId);
}

export function setTemporaryPassword(db: Db, userId: number, hash: string, expiresAt: number) {
  command<[number, string, number]>(
    db,
    `INSERT INTO temporary_passwords (user_id, password_hash, expires_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET password_hash = excluded.password_hash, expires_at = excluded.expires_at`,
  ).run(userId, hash, expiresAt);
}

/** The temporary password becomes the password, marked expired (the site asks for a new one). */
export function adoptTemporaryPassword(db: Db, userId: number): void {
  command<[number, number]>(
    db,
    `UPDATE users SET password_hash = (SELECT password_hash FROM temporary_passwords WHERE user_id = ?),
                      password_expired = 1 WHERE id = ?`,
  ).run(userId, userId);
  command<[number]>(db, 'DELETE FROM temporary_passwords WHERE user_id = ?').run(userId);
}

/** A new password the member chose: it is current, and any temporary password is gone. */
export function setPassword(db: Db, userId: number, hash: string): void {
  command<[string, number]>(
    db,
    'UPDATE users SET password_hash = ?, password_expired = 0 WHERE id = ?',
  ).run(hash, userId);
  command<[number]>(db, 'DELETE FROM temporary_passwords WHERE user_id = ?').run(userId);
}

export function setHeadIconOf(db: Db, userId: number, icon: string): void {
  command<[string, number]>(db, 'UPDATE users SET head_icon = ? WHERE id = ?').run(icon, userId);
}

/** An account the caller knows exists (a live session's, one just made): users are never deleted. */
export function existingAccount(db: Db, id: number): AccountRow {
  const account = accountById(db, id);
  if (!account) throw new Error(`no account ${id}`);
  return account;
}

/** The account logged in now. */
export function recordLogin(db: Db, userId: number, now: number): void {
  command<[number, number]>(db, 'UPDATE users SET last_login_at = ? WHERE id = ?').run(now, userId);
}

/** A new member's columns (type 0), as registration and social sign-in fill them. */
export interface NewMemberRow {
  username: string;
  passwordHash: string;
  nickname: string | null;
  countryCode: string | null;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  birthday: string | null;
  registerMethod: string | null;
  registerUrl: string | null;
  affiliateCode: string | null;
  referralCode: string | null;
  /** The contacts as stored: a JSON object, or null for none. */
  contacts: string | null;
}

/** Inserts a member (type 0); returns the new id. */
export function insertMemberRow(db: Db, m: NewMemberRow, now: number): number {
  return insertedId(
    command<
      [
        string,
        string,
        string | null,
        string | null,
        string | null,
        string | null,
        number,
        string | null,
        string | null,
        string | null,
        string | null,
        string | null,
        string | null,
        string | null,
      ]
    >(
      db,
      `INSERT INTO users (username, password_hash, nickname, type, country_code, mobile, email, created_at,
                          payee_name, birthday, register_method, register_url, affiliate_code, referral_code, contacts)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      m.username,
      m.passwordHash,
      m.nickname,
      m.countryCode,
      m.mobile,
      m.email,
      now,
      m.payeeName,
      m.birthday,
      m.registerMethod,
      m.registerUrl,
      m.affiliateCode,
      m.referralCode,
      m.contacts,
    ),
  );
}
