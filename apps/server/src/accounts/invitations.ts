import type { Db } from '../db/database';

function tableExists(db: Db, name: string): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}

/** An agent's live affiliate (invitation) code: `affiliate_urls`, kept by the agent area. */
export function affiliateCodeValid(db: Db, code: string): boolean {
  if (!tableExists(db, 'affiliate_urls')) return false;
  return !!db
    .prepare('SELECT 1 FROM affiliate_urls WHERE code = ? AND deleted_at IS NULL')
    .get(code.trim());
}

/** A member's referral (invite-friends) code: `invite_codes`, kept by the promotions area. */
export function referralCodeValid(db: Db, code: string): boolean {
  if (!tableExists(db, 'invite_codes')) return false;
  return !!db.prepare('SELECT 1 FROM invite_codes WHERE code = ?').get(code.trim());
}
