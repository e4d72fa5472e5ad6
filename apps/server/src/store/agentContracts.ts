import type { ContractKind } from '@playdeck/contract';
import type { Db } from '../db/database';
import { command, count, statement } from './sql';

interface ContractRow {
  id: number;
  kind: ContractKind;
  status: 'OFFERED' | 'ACCEPTED';
  tiers: string;
  offered_at: number | null;
  accepted_at: number | null;
}

/** The agent's contract of a kind as the contract calls answer it (status NONE when none). */
export function contractOf(db: Db, agentId: number, kind: ContractKind) {
  const row = statement<[number, ContractKind], ContractRow>(
    db,
    'SELECT id, kind, status, tiers, offered_at, accepted_at FROM agent_contracts WHERE agent_id = ? AND kind = ?',
  ).get(agentId, kind);
  if (!row)
    return {
      id: null,
      kind,
      status: 'NONE' as const,
      offeredAt: null,
      acceptedAt: null,
      tiers: [],
    };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    offeredAt: row.offered_at,
    acceptedAt: row.accepted_at,
    tiers: JSON.parse(row.tiers) as [],
  };
}

export function acceptContract(db: Db, id: number, now: number): void {
  command<[number, number]>(
    db,
    "UPDATE agent_contracts SET status = 'ACCEPTED', accepted_at = ? WHERE id = ?",
  ).run(now, id);
}

export interface DividendRow {
  id: number;
  period_start: string;
  period_end: string;
  team_pl_cents: number;
  active_members: number;
  rate_percent: number;
  amount_cents: number;
  status: 'ESTIMATED' | 'PAYABLE' | 'PAID' | 'NOT_QUALIFIED';
  paid_at: number | null;
}

const DIVIDEND_COLUMNS =
  'id, period_start, period_end, team_pl_cents, active_members, rate_percent, amount_cents, status, paid_at';

/** What the agent has been paid in dividends (centavos). */
export function dividendsPaidCents(db: Db, agentId: number): number {
  return count(
    db,
    "SELECT COALESCE(SUM(amount_cents), 0) FROM dividends WHERE agent_id = ? AND status = 'PAID'",
    agentId,
  );
}

/** One page of the agent's closed dividend periods, newest first. */
export function dividendPage(
  db: Db,
  agentId: number,
  page: { pageNo: number; pageSize: number },
): { rows: DividendRow[]; totalCount: number } {
  return {
    totalCount: count(db, 'SELECT COUNT(*) FROM dividends WHERE agent_id = ?', agentId),
    rows: statement<[number, number, number], DividendRow>(
      db,
      `SELECT ${DIVIDEND_COLUMNS} FROM dividends WHERE agent_id = ? ORDER BY period_start DESC LIMIT ? OFFSET ?`,
    ).all(agentId, page.pageSize, (page.pageNo - 1) * page.pageSize),
  };
}

export function dividendById(db: Db, agentId: number, id: number): DividendRow | undefined {
  return statement<[number, number], DividendRow>(
    db,
    `SELECT ${DIVIDEND_COLUMNS} FROM dividends WHERE id = ? AND agent_id = ?`,
  ).get(id, agentId);
}

export function markDividendPaid(db: Db, id: number, now: number): void {
  command<[number, number]>(
    db,
    "UPDATE dividends SET status = 'PAID', paid_at = ? WHERE id = ?",
  ).run(now, id);
}

/** The periods the agent's dividend messages tell about (closed or paid), newest first. */
export function dividendNotices(db: Db, agentId: number): DividendRow[] {
  return statement<[number], DividendRow>(
    db,
    `SELECT ${DIVIDEND_COLUMNS} FROM dividends WHERE agent_id = ? AND status IN ('PAYABLE', 'PAID', 'NOT_QUALIFIED')
      ORDER BY period_end DESC, id DESC LIMIT 20`,
  ).all(agentId);
}
