import type { Db } from '../db/database';
import { affiliateCodeLive } from '../store/affiliateLinks';
import { referralCodeExists } from '../store/invites';
import { tableExists } from '../store/tables';

/** An agent's live affiliate (invitation) code: `affiliate_urls`, kept by the agent area. */
export function affiliateCodeValid(db: Db, code: string): boolean {
  if (!tableExists(db, 'affiliate_urls')) return false;
  return affiliateCodeLive(db, code.trim());
}

/** A member's referral (invite-friends) code: `invite_codes`, kept by the promotions area. */
export function referralCodeValid(db: Db, code: string): boolean {
  if (!tableExists(db, 'invite_codes')) return false;
  return referralCodeExists(db, code.trim());
}
