import type { Db } from '../db/database';
import { SUB_AGENT_QUOTA } from './agents';
import { command, count, insertedId, scalar, statement } from './sql';

export interface AffiliateLinkRow {
  id: number;
  code: string;
  user_type: 'MEMBER' | 'AGENT';
  rebates: string;
  domain: string | null;
  created_at: number;
  /** Accounts opened through the link. */
  registered: number;
}

/** The agent's live links, newest first (only the one with `id` when given). */
export function affiliateLinksOf(db: Db, agentId: number, id?: number): AffiliateLinkRow[] {
  return statement<[number, number | null, number | null], AffiliateLinkRow>(
    db,
    `SELECT a.id, a.code, a.user_type, a.rebates, a.domain, a.created_at,
            (SELECT COUNT(*) FROM downlines d WHERE d.affiliate_url_id = a.id) AS registered
       FROM affiliate_urls a WHERE a.agent_id = ? AND a.deleted_at IS NULL AND (? IS NULL OR a.id = ?)
      ORDER BY a.created_at DESC, a.id DESC`,
  ).all(agentId, id ?? null, id ?? null);
}

export function liveAffiliateLinkCount(db: Db, agentId: number): number {
  return count(
    db,
    'SELECT COUNT(*) FROM affiliate_urls WHERE agent_id = ? AND deleted_at IS NULL',
    agentId,
  );
}

export function insertAffiliateLink(
  db: Db,
  l: {
    agentId: number;
    code: string;
    userType: 'MEMBER' | 'AGENT';
    rebates: string;
    domain: string | null;
    now: number;
  },
): number {
  return insertedId(
    command<[number, string, string, string, string | null, number]>(
      db,
      `INSERT INTO affiliate_urls (agent_id, code, user_type, rebates, domain, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(l.agentId, l.code, l.userType, l.rebates, l.domain, l.now),
  );
}

/** Deletes one of the agent's live links; false when it has no such link. */
export function deleteAffiliateLink(db: Db, agentId: number, id: number, now: number): boolean {
  return (
    command<[number, number, number]>(
      db,
      'UPDATE affiliate_urls SET deleted_at = ? WHERE id = ? AND agent_id = ? AND deleted_at IS NULL',
    ).run(now, id, agentId).changes > 0
  );
}

/**
 * Puts a newly registered account where its codes say: an affiliate code of a live link opens it
 * in that agent's downline with the link's rates (as a sub-agent for an AGENT link); a referral
 * code counts an invitation for its member.
 */
export function attachRegistration(
  db: Db,
  e: { userId: number; affiliateCode: string | null; referralCode: string | null; now: number },
): void {
  if (e.affiliateCode) {
    const link = statement<
      [string],
      { id: number; agent_id: number; user_type: 'MEMBER' | 'AGENT'; rebates: string }
    >(
      db,
      'SELECT id, agent_id, user_type, rebates FROM affiliate_urls WHERE code = ? AND deleted_at IS NULL',
    ).get(e.affiliateCode.trim());
    if (link && link.agent_id !== e.userId) {
      command<[number, number, string, number, number]>(
        db,
        'INSERT OR IGNORE INTO downlines (member_id, agent_id, rebates, affiliate_url_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(e.userId, link.agent_id, link.rebates, link.id, e.now);
      if (link.user_type === 'AGENT') {
        command<[number]>(db, 'UPDATE users SET type = 1 WHERE id = ?').run(e.userId);
        command<[number, string, number]>(
          db,
          'INSERT OR IGNORE INTO agent_profiles (user_id, rebates, quota_total) VALUES (?, ?, ?)',
        ).run(e.userId, link.rebates, SUB_AGENT_QUOTA);
      }
    }
  }
  if (e.referralCode) {
    const referrer = scalar<[string], number>(
      db,
      'SELECT user_id FROM invite_codes WHERE code = ?',
    ).get(e.referralCode.trim());
    if (referrer !== undefined && referrer !== e.userId)
      command<[number, number, number]>(
        db,
        'INSERT OR IGNORE INTO referrals (invitee_id, referrer_id, created_at) VALUES (?, ?, ?)',
      ).run(e.userId, referrer, e.now);
  }
}

/** Whether an agent's affiliate (invitation) code is live: made and not deleted. */
export function affiliateCodeLive(db: Db, code: string): boolean {
  return !!scalar<[string], 1>(
    db,
    'SELECT 1 FROM affiliate_urls WHERE code = ? AND deleted_at IS NULL',
  ).get(code);
}
