import type { FastifyInstance } from 'fastify';
import {
  downlineList,
  redRainEvents,
  teamBetRecords,
  teamOverview,
  teamProfitAndLoss,
} from '@playdeck/contract';
import { fromCentavos, pageCount } from '@playdeck/domain';
import type { RouteContext } from '../../http/route';
import { parseRebates } from '../../store/agents';
import { downlinePage, scopeSize, teamOverviewCounts } from '../../store/agentTeam';
import { redRainPage } from '../../store/redRain';
import { betPage, profitAndLossOf, rangeOrFail } from '../../store/reports';
import { teamScope } from '../../store/scope';
import { agentRoute } from './agentRoute';

/** The agent's team: overview, downline list, team reports and red envelope rain. */
export function teamRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  agentRoute(app, ctx, teamOverview, ({ params: p, session }) => {
    const c = teamOverviewCounts(
      db,
      teamScope(session.id, false),
      rangeOrFail(p, ctx.now()),
      ctx.now(),
    );
    return {
      footer: {
        teamLoginMemberCount: c.loginMembers,
        teamBetMemberCount: c.betMembers,
        teamRegisterMemberCount: c.registeredMembers,
        teamOnlineCount: c.onlineMembers,
        teamMemberCount: c.members,
        teamBetAmount: fromCentavos(c.betCents),
        teamDepositAmount: fromCentavos(c.depositCents),
      },
    };
  });

  agentRoute(app, ctx, downlineList, ({ params: p, session }) => {
    const { rows, totalCount } = downlinePage(
      db,
      session.id,
      { username: p.username },
      p,
      ctx.now(),
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        type: r.type,
        registeredAt: r.created_at,
        lastLoginAt: r.last_login,
        online: r.online === 1,
        balance: fromCentavos(r.balance_cents),
        rebates: parseRebates(r.rebates),
      })),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  // Team reports -------------------------------------------------------------------------------

  agentRoute(app, ctx, teamBetRecords, ({ params: p, session }) =>
    betPage(
      db,
      teamScope(session.id, false),
      rangeOrFail(p, ctx.now()),
      { gameType: p.gameType, username: p.username },
      p.pageNo,
      p.pageSize,
    ),
  );

  agentRoute(app, ctx, teamProfitAndLoss, ({ params: p, session }) => {
    const scope = teamScope(session.id, false);
    const memberCount = scopeSize(db, scope);
    return { ...profitAndLossOf(db, scope, rangeOrFail(p, ctx.now())), memberCount };
  });

  // Red envelope rain -------------------------------------------------------------------------

  agentRoute(app, ctx, redRainEvents, ({ params: p, session }) =>
    redRainPage(db, session.id, ctx.now(), p.pageNo, p.pageSize),
  );
}
