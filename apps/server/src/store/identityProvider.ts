import type { Db } from '../db/database';
import { command, statement } from './sql';

// The dev identity provider's records (routes/identityProvider.ts): authorization codes and the
// access tokens they were exchanged for.

export interface IdpCodeRow {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  scope: string;
  subject: string;
  name: string;
  email: string;
  expires_at: number;
  used: number;
}

export function insertIdpCode(db: Db, code: string, c: Omit<IdpCodeRow, 'used'>): void {
  command<[string, string, string, string, string | null, string, string, string, string, number]>(
    db,
    `INSERT INTO idp_codes (code, client_id, redirect_uri, code_challenge, nonce, scope, subject, name, email, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    code,
    c.client_id,
    c.redirect_uri,
    c.code_challenge,
    c.nonce,
    c.scope,
    c.subject,
    c.name,
    c.email,
    c.expires_at,
  );
}

/** The code, which is used up by this read whatever comes next: a code is good for one try. */
export function takeIdpCode(db: Db, code: string): IdpCodeRow | undefined {
  const row = statement<[string], IdpCodeRow>(
    db,
    `SELECT client_id, redirect_uri, code_challenge, nonce, scope, subject, name, email, expires_at, used
       FROM idp_codes WHERE code = ?`,
  ).get(code);
  if (row) command<[string]>(db, 'UPDATE idp_codes SET used = 1 WHERE code = ?').run(code);
  return row;
}

export function insertIdpToken(
  db: Db,
  t: {
    token: string;
    clientId: string;
    subject: string;
    name: string;
    email: string;
    expiresAt: number;
  },
): void {
  command<[string, string, string, string, string, number]>(
    db,
    'INSERT INTO idp_tokens (token, client_id, subject, name, email, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(t.token, t.clientId, t.subject, t.name, t.email, t.expiresAt);
}

export function idpTokenOwner(
  db: Db,
  token: string,
  now: number,
): { subject: string; name: string; email: string } | undefined {
  return statement<[string, number], { subject: string; name: string; email: string }>(
    db,
    'SELECT subject, name, email FROM idp_tokens WHERE token = ? AND expires_at > ?',
  ).get(token, now);
}
