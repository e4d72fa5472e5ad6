import type { FastifyInstance } from 'fastify';
import {
  agentErrorCodes,
  dividendCurrent,
  dividendHistory,
  dividendInfo,
  dividendMessages,
  dividendPayout,
} from '@playdeck/contract';
import { addDays, fromCentavos, operatorDayStart, pageCount } from '@playdeck/domain';
import type { Db } from '../../db/database';
import type { RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import {
  contractOf,
  dividendById,
  dividendNotices,
  dividendPage,
  dividendsPaidCents,
  markDividendPaid,
  type DividendRow,
} from '../../store/agentContracts';
import { currentPeriodStart, dividendRate, periodStartOf } from '../../store/agents';
import { directDownline, memberResult, teamResult } from '../../store/agentTeam';
import { teamScope } from '../../store/scope';
import { moveMoney } from '../../store/wallet';
import { agentRoute } from './agentRoute';

const dividendAnswer = (r: DividendRow) => ({
  id: r.id,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  teamProfitLoss: fromCentavos(r.team_pl_cents),
  activeMembers: r.active_members,
  ratePercent: r.rate_percent,
  amount: fromCentavos(r.amount_cents),
  status: r.status,
  paidAt: r.paid_at,
});

/** The dividend period under way: its dates, the team's result so far and the estimate. */
function currentDividend(db: Db, agentId: number, now: number) {
  const contract = contractOf(db, agentId, 'DIVIDEND');
  const start = currentPeriodStart(now);
  const nextStart = periodStartOf(addDays(start, 16));
  const end = addDays(nextStart, -1);
  const range = [operatorDayStart(start), operatorDayStart(nextStart)] as const;
  const team = teamResult(db, teamScope(agentId, false), range);
  const rate = contract.status === 'ACCEPTED' ? dividendRate(team.pl / 100, team.active) : 0;
  return {
    contract,
    range,
    period: {
      id: `${agentId}-${start}`,
      periodStart: start,
      periodEnd: end,
      teamProfitLoss: fromCentavos(team.pl),
      activeMembers: team.active,
      ratePercent: rate,
      amount: fromCentavos(Math.max(0, Math.round((team.pl * rate) / 100))),
      status: rate > 0 && team.pl > 0 ? ('ESTIMATED' as const) : ('NOT_QUALIFIED' as const),
      paidAt: null,
    },
  };
}

/** Dividends: the period under way, closed periods, payouts and their messages. */
export function dividendRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  agentRoute(app, ctx, dividendInfo, ({ session }) => {
    const { contract, period } = currentDividend(db, session.id, ctx.now());
    return {
      enabled: contract.status === 'ACCEPTED',
      contractStatus: contract.status,
      current: period,
      totalPaid: fromCentavos(dividendsPaidCents(db, session.id)),
    };
  });

  agentRoute(app, ctx, dividendCurrent, ({ session }) => {
    const { contract, period, range } = currentDividend(db, session.id, ctx.now());
    if (contract.status !== 'ACCEPTED') return { period: null, asOf: ctx.now(), members: [] };
    // Each direct downline member with what they (and their own downline) added to the result.
    const members = directDownline(db, session.id);
    return {
      period,
      asOf: ctx.now(),
      members: members
        .map((m) => {
          const r = memberResult(db, teamScope(m.id, true), range);
          return {
            username: m.username,
            teamProfitLoss: fromCentavos(r.pl),
            active: r.bets > 0,
          };
        })
        .sort(
          (a, b) => b.teamProfitLoss - a.teamProfitLoss || a.username.localeCompare(b.username),
        ),
    };
  });

  agentRoute(app, ctx, dividendHistory, ({ params: p, session }) => {
    const { rows, totalCount } = dividendPage(db, session.id, p);
    return {
      list: rows.map(dividendAnswer),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  agentRoute(app, ctx, dividendPayout, ({ params: p, session }) => {
    const now = ctx.now();
    const id = Number(p.periodId);
    const row = dividendById(db, session.id, Number.isSafeInteger(id) ? id : 0);
    if (!row || row.status !== 'PAYABLE')
      throw new Failure(
        agentErrorCodes.dividendNotPayable,
        200,
        row?.status === 'PAID'
          ? 'This dividend has been paid already'
          : 'This dividend is not ready to be paid',
      );
    const balance = db.transaction(() => {
      markDividendPaid(db, row.id, now);
      return moveMoney(db, {
        user: session,
        type: 'DIVIDEND',
        amountCents: row.amount_cents,
        remark: `Dividend ${row.period_start} to ${row.period_end}`,
        now,
      }).balanceCents;
    })();
    return {
      period: dividendAnswer({ ...row, status: 'PAID', paid_at: now }),
      balance: fromCentavos(balance),
    };
  });

  agentRoute(app, ctx, dividendMessages, ({ session }) => ({
    list: dividendNotices(db, session.id).map((r) => ({
      id: r.id,
      kind: r.status as 'PAYABLE' | 'PAID' | 'NOT_QUALIFIED',
      periodStart: r.period_start,
      periodEnd: r.period_end,
      amount: fromCentavos(r.amount_cents),
      // A period's message comes when it closes, or when it is paid.
      createdAt: r.paid_at ?? operatorDayStart(addDays(r.period_end, 1)),
    })),
  }));
}
