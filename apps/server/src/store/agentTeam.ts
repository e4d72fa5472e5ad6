import type { Db } from '../db/database';
import type { Range } from './reports';
import type { Scope } from './scope';
import { count, insertedId, command, statement } from './sql';

/** The team overview's figures for the agent's whole downline over the range. */
export function teamOverviewCounts(db: Db, scope: Scope, range: Range, now: number) {
  const inScope = (sql: string, ...args: unknown[]) =>
    count(db, `${scope.cte} ${sql}`, ...scope.args, ...args);
  return {
    loginMembers: inScope(
      'SELECT COUNT(DISTINCT user_id) FROM sessions WHERE user_id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?',
      range.from,
      range.to,
    ),
    betMembers: inScope(
      'SELECT COUNT(DISTINCT user_id) FROM bets WHERE user_id IN (SELECT id FROM scope) AND placed_at >= ? AND placed_at < ?',
      range.from,
      range.to,
    ),
    registeredMembers: inScope(
      'SELECT COUNT(*) FROM users WHERE id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?',
      range.from,
      range.to,
    ),
    onlineMembers: inScope(
      'SELECT COUNT(DISTINCT user_id) FROM sessions WHERE user_id IN (SELECT id FROM scope) AND revoked = 0 AND expires_at > ?',
      now,
    ),
    members: inScope('SELECT COUNT(*) FROM scope'),
    betCents: inScope(
      'SELECT COALESCE(SUM(stake_cents), 0) FROM bets WHERE user_id IN (SELECT id FROM scope) AND placed_at >= ? AND placed_at < ?',
      range.from,
      range.to,
    ),
    depositCents: inScope(
      "SELECT COALESCE(SUM(amount_cents), 0) FROM transactions WHERE type = 'DEPOSIT' AND user_id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?",
      range.from,
      range.to,
    ),
  };
}

/** How many members the scope holds. */
export function scopeSize(db: Db, scope: Scope): number {
  return count(db, `${scope.cte} SELECT COUNT(*) FROM scope`, ...scope.args);
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  created_at: number;
  rebates: string;
  balance_cents: number;
  last_login: number | null;
  online: number;
}

/** One page of the agent's direct downline, newest first; `username` filters by "contains". */
export function downlinePage(
  db: Db,
  agentId: number,
  filter: { username?: string },
  page: { pageNo: number; pageSize: number },
  now: number,
): { rows: DownlineRow[]; totalCount: number } {
  const where = filter.username ? "AND u.username LIKE ? ESCAPE '\\'" : '';
  const args = [
    agentId,
    ...(filter.username ? [`%${filter.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : []),
  ];
  const totalCount = count(
    db,
    `SELECT COUNT(*) FROM downlines d JOIN users u ON u.id = d.member_id WHERE d.agent_id = ? ${where}`,
    ...args,
  );
  const rows = statement<unknown[], DownlineRow>(
    db,
    `SELECT u.id, u.username, u.nickname, u.type, u.created_at, d.rebates,
            COALESCE(w.balance_cents, 0) AS balance_cents,
            (SELECT MAX(s.created_at) FROM sessions s WHERE s.user_id = u.id) AS last_login,
            EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.revoked = 0 AND s.expires_at > ?) AS online
       FROM downlines d JOIN users u ON u.id = d.member_id LEFT JOIN wallets w ON w.user_id = u.id
      WHERE d.agent_id = ? ${where}
      ORDER BY u.created_at DESC, u.id DESC LIMIT ? OFFSET ?`,
  ).all(now, ...args, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return { rows, totalCount };
}

/** A member of the agent's direct downline: its rates and type, or undefined. */
export function downlineOf(
  db: Db,
  agentId: number,
  memberId: number,
): { rebates: string; type: number } | undefined {
  return statement<[number, number], { rebates: string; type: number }>(
    db,
    'SELECT d.rebates, u.type FROM downlines d JOIN users u ON u.id = d.member_id WHERE d.member_id = ? AND d.agent_id = ?',
  ).get(memberId, agentId);
}

export interface DownlineMember {
  id: number;
  username: string;
  type: number;
}

/** A direct downline member by id, with what a transfer needs, or undefined. */
export function downlineMember(
  db: Db,
  agentId: number,
  memberId: number,
): DownlineMember | undefined {
  return statement<[number, number], DownlineMember>(
    db,
    `SELECT u.id, u.username, u.type FROM downlines d JOIN users u ON u.id = d.member_id
      WHERE d.member_id = ? AND d.agent_id = ?`,
  ).get(memberId, agentId);
}

/** The agent's direct downline members, by username. */
export function directDownline(db: Db, agentId: number): { id: number; username: string }[] {
  return statement<[number], { id: number; username: string }>(
    db,
    `SELECT u.id, u.username FROM downlines d JOIN users u ON u.id = d.member_id
      WHERE d.agent_id = ? ORDER BY u.username`,
  ).all(agentId);
}

/** Opens an account in the agent's downline with the given rates; returns its id. */
export function insertDownlineAccount(
  db: Db,
  a: {
    agentId: number;
    username: string;
    passwordHash: string;
    nickname: string | null;
    type: number;
    rebates: string;
    now: number;
  },
): number {
  const userId = insertedId(
    command<[string, string, string | null, number, number]>(
      db,
      'INSERT INTO users (username, password_hash, nickname, type, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(a.username, a.passwordHash, a.nickname, a.type, a.now),
  );
  command<[number, number, string, number]>(
    db,
    'INSERT INTO downlines (member_id, agent_id, rebates, created_at) VALUES (?, ?, ?, ?)',
  ).run(userId, a.agentId, a.rebates, a.now);
  return userId;
}

/** Sets the rates a downline member gets from its agent. */
export function setDownlineRebates(db: Db, memberId: number, rebates: string): void {
  command<[string, number]>(db, 'UPDATE downlines SET rebates = ? WHERE member_id = ?').run(
    rebates,
    memberId,
  );
}

/** Sets a (sub-)agent's own rates: the most its downline may get. */
export function setAgentRebates(db: Db, agentId: number, rebates: string): void {
  command<[string, number]>(db, 'UPDATE agent_profiles SET rebates = ? WHERE user_id = ?').run(
    rebates,
    agentId,
  );
}

/** The team's result (stake less wins, centavos) and how many of it bet, over the range. */
export function teamResult(
  db: Db,
  scope: Scope,
  range: readonly [number, number],
): { pl: number; active: number } {
  return (
    statement<unknown[], { pl: number; active: number }>(
      db,
      `${scope.cte} SELECT COALESCE(SUM(stake_cents - win_cents), 0) AS pl, COUNT(DISTINCT user_id) AS active
         FROM bets WHERE user_id IN (SELECT id FROM scope) AND placed_at >= ? AND placed_at < ?`,
    ).get(...scope.args, ...range) ?? { pl: 0, active: 0 }
  );
}

/** A member's (and its own downline's) result and bet count over the range. */
export function memberResult(
  db: Db,
  scope: Scope,
  range: readonly [number, number],
): { pl: number; bets: number } {
  return (
    statement<unknown[], { pl: number; bets: number }>(
      db,
      `${scope.cte} SELECT COALESCE(SUM(stake_cents - win_cents), 0) AS pl, COUNT(*) AS bets
         FROM bets WHERE user_id IN (SELECT id FROM scope) AND placed_at >= ? AND placed_at < ?`,
    ).get(...scope.args, ...range) ?? { pl: 0, bets: 0 }
  );
}
