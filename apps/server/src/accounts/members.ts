import type { Db } from '../db/database';
import type { RouteContext } from '../http/route';
import { welcomeMessage } from '../seed/messages';
import { createSession } from './sessions';
import {
  accountByUsername,
  existingAccount,
  insertMemberRow,
  recordLogin,
  type AccountRow,
  type NewMemberRow,
} from '../store/users';
import { addInboxMessage } from '../store/messages';
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
  recordLogin(db, account.id, now);
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
export interface NewMember extends Omit<NewMemberRow, 'contacts'> {
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
  const userId = insertMemberRow(
    db,
    { ...m, contacts: Object.keys(m.contacts).length ? JSON.stringify(m.contacts) : null },
    now,
  );
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
  addInboxMessage(db, userId, welcome, now);
  const account = existingAccount(db, userId);
  const token = startSession(db, account, now);
  return { ...loginAnswer(account, token, true, false), customerId: userId };
}
