import { REBATE_PRODUCT_TYPES, type ContractKind } from '@playdeck/contract';
import { randomBytes } from 'node:crypto';
import { operatorDayOf } from '@playdeck/domain';
import type { Db } from '../db/database';
import { hashText, seededRandom } from '../seed/catalogue-random';
import { randomCode } from './invites';
import { command, count, scalar, statement } from './sql';

export type ProductType = (typeof REBATE_PRODUCT_TYPES)[number];
export type Rebates = { productType: ProductType; rate: number }[];

/** A top-level agent's own rates (percent): the most its downline may get. */
export const DEFAULT_AGENT_REBATES: Rebates = [
  { productType: 'RNG', rate: 1.8 },
  { productType: 'LIVE', rate: 1.0 },
  { productType: 'PVP', rate: 1.2 },
  { productType: 'FISH', rate: 1.5 },
  { productType: 'SPORTS', rate: 0.8 },
  { productType: 'LOTT', rate: 2.0 },
];
/** Downline accounts a top-level agent may open; a sub-agent gets fewer. */
export const AGENT_QUOTA = 50;
export const SUB_AGENT_QUOTA = 20;
export const AFFILIATE_URL_LIMIT = 20;

/** Rates for every product, 0 where the list has none, in the standard order. */
export function fullRebates(list: readonly { productType: string; rate: number }[]): Rebates {
  return REBATE_PRODUCT_TYPES.map((productType) => ({
    productType,
    rate: list.find((r) => r.productType === productType)?.rate ?? 0,
  }));
}

export function parseRebates(json: string): Rebates {
  return fullRebates(JSON.parse(json) as Rebates);
}

export interface AgentProfile {
  rebates: Rebates;
  quotaTotal: number;
  quotaUsed: number;
}

/**
 * The agent's rates and quota, created on first use: a sub-agent's rates are what its upline gave
 * it; a top-level agent's the operator defaults.
 */
export function agentProfile(db: Db, agentId: number): AgentProfile {
  let row = statement<[number], { rebates: string; quota_total: number }>(
    db,
    'SELECT rebates, quota_total FROM agent_profiles WHERE user_id = ?',
  ).get(agentId);
  if (!row) {
    const upline = scalar<[number], string>(
      db,
      'SELECT rebates FROM downlines WHERE member_id = ?',
    ).get(agentId);
    row = {
      rebates: JSON.stringify(upline ? parseRebates(upline) : DEFAULT_AGENT_REBATES),
      quota_total: upline ? SUB_AGENT_QUOTA : AGENT_QUOTA,
    };
    command<[number, string, number]>(
      db,
      'INSERT OR IGNORE INTO agent_profiles (user_id, rebates, quota_total) VALUES (?, ?, ?)',
    ).run(agentId, row.rebates, row.quota_total);
  }
  const used = count(db, 'SELECT COUNT(*) FROM downlines WHERE agent_id = ?', agentId);
  return { rebates: parseRebates(row.rebates), quotaTotal: row.quota_total, quotaUsed: used };
}

/** The highest rate per product the agent gives anyone below it (downline or live affiliate link). */
export function highestGivenRates(db: Db, agentId: number): Map<string, number> {
  const lists = [
    ...scalar<[number], string>(db, 'SELECT rebates FROM downlines WHERE agent_id = ?').all(
      agentId,
    ),
    ...scalar<[number], string>(
      db,
      'SELECT rebates FROM affiliate_urls WHERE agent_id = ? AND deleted_at IS NULL',
    ).all(agentId),
  ];
  const highest = new Map<string, number>();
  for (const json of lists)
    for (const r of parseRebates(json))
      highest.set(r.productType, Math.max(highest.get(r.productType) ?? 0, r.rate));
  return highest;
}

/** A new affiliate code, unique among links and invite codes (part A checks both). */
export function newAffiliateCode(db: Db, seed: string): string {
  const rnd = seededRandom(hashText(seed));
  const taken = scalar<[string, string], 1>(
    db,
    'SELECT 1 FROM affiliate_urls WHERE code = ? UNION SELECT 1 FROM invite_codes WHERE code = ?',
  );
  for (;;) {
    const code = `A${randomCode(rnd, 7)}`;
    if (!taken.get(code, code)) return code;
  }
}

export interface ContractTier {
  level: number;
  minTeamBet?: number;
  minTeamLoss?: number;
  minActiveMembers?: number;
  amount?: number;
  ratePercent?: number;
}

/** The demo operator's contract terms (pesos), lowest tier first. */
export const CONTRACT_TIERS: Record<ContractKind, ContractTier[]> = {
  DAILY_SALARY: [
    { level: 1, minTeamBet: 50_000, minActiveMembers: 5, amount: 300 },
    { level: 2, minTeamBet: 200_000, minActiveMembers: 10, amount: 1_000 },
    { level: 3, minTeamBet: 1_000_000, minActiveMembers: 20, amount: 4_000 },
  ],
  DIVIDEND: [
    { level: 1, minTeamLoss: 10_000, minActiveMembers: 3, ratePercent: 10 },
    { level: 2, minTeamLoss: 100_000, minActiveMembers: 10, ratePercent: 20 },
    { level: 3, minTeamLoss: 500_000, minActiveMembers: 20, ratePercent: 30 },
  ],
  HOURLY_SALARY: [
    { level: 1, minTeamBet: 5_000, amount: 20 },
    { level: 2, minTeamBet: 20_000, amount: 100 },
  ],
};

/** The dividend rate (percent) a team's loss and active members reach under the tiers, or 0. */
export function dividendRate(teamLoss: number, activeMembers: number): number {
  let rate = 0;
  for (const t of CONTRACT_TIERS.DIVIDEND)
    if (teamLoss >= (t.minTeamLoss ?? 0) && activeMembers >= (t.minActiveMembers ?? 0))
      rate = t.ratePercent ?? 0;
  return rate;
}

/** The agent's default affiliate code: its oldest live MEMBER link, created (no rebate) if none. */
export function defaultAffiliateCode(db: Db, agentId: number, now: number): string {
  const code = scalar<[number], string>(
    db,
    `SELECT code FROM affiliate_urls WHERE agent_id = ? AND user_type = 'MEMBER' AND deleted_at IS NULL
      ORDER BY created_at, id LIMIT 1`,
  ).get(agentId);
  if (code) return code;
  const fresh = newAffiliateCode(db, randomBytes(8).toString('hex'));
  command<[number, string, string, number]>(
    db,
    `INSERT INTO affiliate_urls (agent_id, code, user_type, rebates, domain, created_at)
     VALUES (?, ?, 'MEMBER', ?, NULL, ?)`,
  ).run(agentId, fresh, JSON.stringify(fullRebates([])), now);
  return fresh;
}

/** Dividend periods are half months: the 1st to the 15th, the 16th to the month's end. */
export function periodStartOf(day: string): string {
  return `${day.slice(0, 8)}${Number(day.slice(8)) <= 15 ? '01' : '16'}`;
}

export function currentPeriodStart(now: number): string {
  return periodStartOf(operatorDayOf(now));
}
