import type { FastifyInstance } from 'fastify';
import {
  agentErrorCodes,
  checkDownlineUsername,
  rebateSettings,
  registerDownline,
  updateDownlineRebates,
} from '@playdeck/contract';
import { isAgent, quotaRemaining } from '@playdeck/domain';
import type { RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import { hashPassword } from '../../accounts/passwords';
import { agentProfile, fullRebates, highestGivenRates, parseRebates } from '../../store/agents';
import {
  downlineOf,
  insertDownlineAccount,
  setAgentRebates,
  setDownlineRebates,
} from '../../store/agentTeam';
import { usernameTaken } from '../../store/users';
import { agentRoute } from './agentRoute';
import { checkedRates } from './rates';

/** Opening downline accounts and setting their rates, within the agent's quota and own rates. */
export function openAccountRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  agentRoute(app, ctx, rebateSettings, ({ session }) => {
    const profile = agentProfile(db, session.id);
    return {
      rebates: profile.rebates,
      quota: {
        total: profile.quotaTotal,
        used: profile.quotaUsed,
        remaining: quotaRemaining({ total: profile.quotaTotal, used: profile.quotaUsed }),
      },
    };
  });

  agentRoute(app, ctx, checkDownlineUsername, ({ params: p }) => ({
    username: p.username,
    available: !usernameTaken(db, p.username),
  }));

  agentRoute(app, ctx, registerDownline, async ({ params: p, session }) => {
    const profile = agentProfile(db, session.id);
    if (quotaRemaining({ total: profile.quotaTotal, used: profile.quotaUsed }) === 0)
      throw new Failure(
        agentErrorCodes.quotaExhausted,
        200,
        `You have opened all ${profile.quotaTotal} downline accounts of your quota`,
      );
    const rates = checkedRates(profile.rebates, p.rebates);
    if (usernameTaken(db, p.username))
      throw new Failure(agentErrorCodes.usernameTaken, 200, 'Sorry, the username already exists');
    const passwordHash = await hashPassword(p.password);
    const now = ctx.now();
    const type = p.type === 'AGENT' ? 1 : 0;
    const id = db.transaction(() => {
      // Checked again inside the transaction: two registrations racing for one name or the last slot.
      if (usernameTaken(db, p.username))
        throw new Failure(agentErrorCodes.usernameTaken, 200, 'Sorry, the username already exists');
      if (agentProfile(db, session.id).quotaUsed >= profile.quotaTotal)
        throw new Failure(agentErrorCodes.quotaExhausted, 200, 'Your downline quota is used up');
      const userId = insertDownlineAccount(db, {
        agentId: session.id,
        username: p.username,
        passwordHash,
        nickname: p.nickname || null,
        type,
        rebates: JSON.stringify(rates),
        now,
      });
      if (type === 1) agentProfile(db, userId);
      return userId;
    })();
    return { id, username: p.username, type };
  });

  agentRoute(app, ctx, updateDownlineRebates, ({ params: p, session }) => {
    const downlineId = Number(p.downlineId);
    const row = downlineOf(db, session.id, Number.isSafeInteger(downlineId) ? downlineId : 0);
    if (!row)
      throw new Failure(
        agentErrorCodes.downlineNotFound,
        200,
        'This account is not in your downline',
      );
    const own = agentProfile(db, session.id).rebates;
    const current = parseRebates(row.rebates);
    const merged = fullRebates(
      current.map((r) => p.rebates.find((x) => x.productType === r.productType) ?? r),
    );
    checkedRates(own, merged);
    if (isAgent(row.type)) {
      const given = highestGivenRates(db, downlineId);
      const below = merged.filter((r) => r.rate < (given.get(r.productType) ?? 0));
      if (below.length)
        throw new Failure(
          agentErrorCodes.rebateBelowDownline,
          200,
          below.map((r) => `${r.productType}: at least ${given.get(r.productType)}%`).join('; '),
          below.map((r) => ({ productType: r.productType, floor: given.get(r.productType) })),
        );
    }
    db.transaction(() => {
      setDownlineRebates(db, downlineId, JSON.stringify(merged));
      if (isAgent(row.type)) {
        agentProfile(db, downlineId);
        setAgentRebates(db, downlineId, JSON.stringify(merged));
      }
    })();
    return { downlineId, rebates: merged };
  });
}
