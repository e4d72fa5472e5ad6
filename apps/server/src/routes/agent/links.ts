import type { FastifyInstance } from 'fastify';
import {
  affiliateUrls,
  agentErrorCodes,
  createAffiliateUrl,
  deleteAffiliateUrl,
} from '@playdeck/contract';
import { randomBytes } from 'node:crypto';
import type { RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import { publicOrigin } from '../../http/origin';
import { readSettings } from '../../settings';
import {
  affiliateLinksOf,
  deleteAffiliateLink,
  insertAffiliateLink,
  liveAffiliateLinkCount,
  type AffiliateLinkRow,
} from '../../store/affiliateLinks';
import {
  AFFILIATE_URL_LIMIT,
  agentProfile,
  newAffiliateCode,
  parseRebates,
} from '../../store/agents';
import { agentRoute } from './agentRoute';
import { checkedRates } from './rates';

/** A link's own domain, else the configured origin (never the request's Host header). */
function originOf(origin: string, domain: string | null): string {
  return domain ? `https://${domain}` : origin;
}

function urlAnswer(origin: string, r: AffiliateLinkRow) {
  return {
    id: r.id,
    code: r.code,
    url: `${originOf(origin, r.domain)}/m/register?affiliateCode=${encodeURIComponent(r.code)}`,
    userType: r.user_type,
    rebates: parseRebates(r.rebates),
    registeredCount: r.registered,
    createdAt: r.created_at,
  };
}

/** Affiliate links: an agent's registration links, each with the rates it gives. */
export function linkRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  agentRoute(app, ctx, createAffiliateUrl, ({ params: p, session }) => {
    if (liveAffiliateLinkCount(db, session.id) >= AFFILIATE_URL_LIMIT)
      throw new Failure(
        agentErrorCodes.affiliateUrlLimit,
        200,
        `At most ${AFFILIATE_URL_LIMIT} links: delete one you no longer share`,
      );
    const rates = checkedRates(agentProfile(db, session.id).rebates, p.rebates);
    const id = insertAffiliateLink(db, {
      agentId: session.id,
      code: newAffiliateCode(db, randomBytes(8).toString('hex')),
      userType: p.userType,
      rebates: JSON.stringify(rates),
      domain: p.domain?.toLowerCase() ?? null,
      now: ctx.now(),
    });
    const row = affiliateLinksOf(db, session.id, id)[0];
    if (!row) throw new Failure('system.error', 500, 'Unknown error');
    return urlAnswer(publicOrigin(readSettings(db)), row);
  });

  agentRoute(app, ctx, affiliateUrls, ({ session }) => {
    const origin = publicOrigin(readSettings(db));
    return { list: affiliateLinksOf(db, session.id).map((r) => urlAnswer(origin, r)) };
  });

  agentRoute(app, ctx, deleteAffiliateUrl, ({ params: p, session }) => {
    const id = Number(p.id);
    if (!deleteAffiliateLink(db, session.id, Number.isSafeInteger(id) ? id : 0, ctx.now()))
      throw new Failure(agentErrorCodes.affiliateUrlNotFound, 200, 'This link does not exist');
    return { id, deleted: true as const };
  });
}
