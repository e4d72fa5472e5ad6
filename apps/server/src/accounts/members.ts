import type { Db } from '../db/database';
import type { RouteContext } from '../http/route';
import { welcomeMessage } from '../seed/messages';
import { createSession } from './sessions';
import { accountByUsername, existingAccount, type AccountRow } from '../store/users';
import { refuse } from './refusals';

/** The login call's answer for an account and its new session. */
export function loginAnswer(
  account: AccountRow,
  token: string,
  firstTimeLogin: boolean,
  passwordExpired: boolean,
) {
  return {
    token,
    id: account.id,
    userName: account.username,
    type: account.type,
    customerType: account.type,
    firstTimeLogin,
    passwordExpired,
  };
}

/** Starts a session and records the login. */
export function startSession(db: Db, account: AccountRow, now: number): string {
  const { token } = createSession(db, account.id, now);
  db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(now, account.id);
  return token;
}

/** Logs an account in that proved who it is some other way (a provider, a phone verifier). */
export function signInAccount(db: Db, account: AccountRow, now: number) {
  return db.transaction(() => {
    const token = startSession(db, account, now);
    return loginAnswer(account, token, account.last_login_at == null, false);
  })();
}

/** A new member's row (type 0), as registration and social sign-in make it. */
export interface NewMember {
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
  contacts: Record<string, string>;
  domain: string | null;
}

/**
 * Creates the member, runs the other areas' registration hooks, sends the welcome message and
 * logs the member in. Call inside a transaction (with whatever else belongs to it); the username
 * is checked again here, for two registrations racing for one name.
 */
export function insertMember(ctx: RouteContext, m: NewMember, now: number) {
  const { db } = ctx;
  if (accountByUsername(db, m.username)) throw refuse('register.username.exists');
  const info = db
    .prepare(
      `INSERT INTO users (username, password_hash, nickname, type, country_code, mobile, email, created_at,
                          payee_name, birthday, register_method, register_url, affiliate_code, referral_code, contacts)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
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
      Object.keys(m.contacts).length ? JSON.stringify(m.contacts) : null,
    );
  const userId = Number(info.lastInsertRowid);
  for (const hook of ctx.hooks.memberRegistered)
    hook(db, {
      userId,
      username: m.username,
      type: 0,
      affiliateCode: m.affiliateCode,
      referralCode: m.referralCode,
      domain: m.domain,
      now,
    });
  const welcome = welcomeMessage(m.username);
  db.prepare(
    'INSERT INTO inbox_messages (user_id, sender, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, welcome.sender, welcome.title, welcome.content, now);
  const account = existingAccount(db, userId);
  const token = startSession(db, account, now);
  return { ...loginAnswer(account, token, true, false), customerId: userId };
}
