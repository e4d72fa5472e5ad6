import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { command, scalar, statement } from './sql';

/** A launch ticket opens the demo game page for this long, and never longer than its session. */
export const LAUNCH_TTL_MS = 6 * 60 * 60 * 1000;
/** Free play (accountType 0) starts each launch with ₱2,000 of demo credit, apart from the wallet. */
export const FREE_PLAY_START_CENTS = 200_000;

export interface LaunchRow {
  ticket: string;
  user_id: number;
  user_type: number;
  node_id: string;
  account_type: number;
  prize_mode: string | null;
  play_type: string | null;
  back_url: string | null;
  free_balance_cents: number;
  expires_at: number;
}

/** A path on this site (`/m/home`), or null: never another origin, so the back link cannot be abused. */
export function sameSitePath(url: string | undefined): string | null {
  if (!url || url.length > 300) return null;
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

export function createLaunch(
  db: Db,
  l: {
    userId: number;
    /** The session that launched the game: the ticket ends with it. */
    sessionToken: string;
    nodeId: string;
    accountType: 0 | 1;
    prizeMode?: string | null;
    playType?: string | null;
    backUrl?: string | null;
    now: number;
  },
): string {
  const ticket = randomBytes(24).toString('base64url');
  command<[number]>(db, 'DELETE FROM game_launches WHERE expires_at < ?').run(l.now);
  command<
    [
      string,
      number,
      string,
      string,
      number,
      string | null,
      string | null,
      string | null,
      number,
      number,
      number,
    ]
  >(
    db,
    `INSERT INTO game_launches (ticket, user_id, session_token, node_id, account_type, prize_mode, play_type,
       back_url, free_balance_cents, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    ticket,
    l.userId,
    l.sessionToken,
    l.nodeId,
    l.accountType,
    l.prizeMode ?? null,
    l.playType ?? null,
    l.backUrl ?? null,
    l.accountType === 0 ? FREE_PLAY_START_CENTS : 0,
    l.now,
    l.now + LAUNCH_TTL_MS,
  );
  return ticket;
}

/**
 * The live launch behind a ticket, or undefined when unknown, expired, or its session has ended
 * (logout, a password change elsewhere, expiry).
 */
export function findLaunch(db: Db, ticket: string, now: number): LaunchRow | undefined {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) return undefined;
  return statement<[string, number, number], LaunchRow>(
    db,
    `SELECT l.ticket, l.user_id, u.type AS user_type, l.node_id, l.account_type, l.prize_mode,
              l.play_type, l.back_url, l.free_balance_cents, l.expires_at
         FROM game_launches l JOIN users u ON u.id = l.user_id
              JOIN sessions s ON s.token = l.session_token
        WHERE l.ticket = ? AND l.expires_at > ? AND u.disabled = 0
          AND s.revoked = 0 AND s.expires_at > ?`,
  ).get(ticket, now, now);
}

/** Records a game as the user's most recent. */
export function recordRecent(db: Db, userId: number, nodeId: string, now: number): void {
  command<[number, string, number]>(
    db,
    `INSERT INTO recent_games (user_id, node_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
  ).run(userId, nodeId, now);
}

/** What is left of a free-play launch's demo credit. */
export function freeCreditCents(db: Db, ticket: string): number {
  return (
    scalar<[string], number>(
      db,
      'SELECT free_balance_cents FROM game_launches WHERE ticket = ?',
    ).get(ticket) ?? 0
  );
}

export function setFreeCreditCents(db: Db, ticket: string, cents: number): void {
  command<[number, string]>(
    db,
    'UPDATE game_launches SET free_balance_cents = ? WHERE ticket = ?',
  ).run(cents, ticket);
}

/** Records a bet played for real money (turnover, reports and points count it). */
export function insertBet(
  db: Db,
  b: { userId: number; nodeId: string; stakeCents: number; winCents: number; now: number },
): void {
  command<[number, string, number, number, number]>(
    db,
    'INSERT INTO bets (user_id, node_id, stake_cents, win_cents, placed_at) VALUES (?, ?, ?, ?, ?)',
  ).run(b.userId, b.nodeId, b.stakeCents, b.winCents, b.now);
}
