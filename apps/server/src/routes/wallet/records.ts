import type { FastifyInstance } from 'fastify';
import {
  betRecords,
  profitAndLoss,
  transactionRecords,
  transactionTypes,
  walletErrorCodes,
} from '@playdeck/contract';
import { fromCentavos, isAgent, pageCount } from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import { betPage, profitAndLossOf, rangeOrFail } from '../../store/reports';
import { selfScope, teamScope } from '../../store/scope';
import { transactionPage } from '../../store/wallet';

const TRANSACTION_TYPE_NAMES: Record<string, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAW: 'Withdrawal',
  BET: 'Bet',
  WIN: 'Win',
  REWARD: 'Reward',
  REBATE: 'Rebate',
  SALARY: 'Salary',
  DIVIDEND: 'Dividend',
  TRANSFER: 'Transfer',
};

/** Records: wallet transactions (the member's, or an agent's team), bets, profit and loss. */
export function recordRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  // Records ------------------------------------------------------------------------------------

  route(app, ctx, transactionRecords, ({ params: p, session }) => {
    const range = rangeOrFail(p, ctx.now());
    const agentView = p.types?.toUpperCase() === 'A';
    if (agentView && !isAgent(session.type))
      throw new Failure(
        walletErrorCodes.noPermission,
        403,
        'Sorry, this account does not have permission or the feature is temporarily unavailable',
      );
    const scope = agentView ? teamScope(session.id, true) : selfScope(session.id);
    const { rows, totalCount } = transactionPage(db, scope, range, p.type, p);
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        type: r.type,
        amount: fromCentavos(r.amount_cents),
        balanceAfter: fromCentavos(r.balance_after_cents),
        status: r.status,
        remark: r.remark,
        createdAt: r.created_at,
      })),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  route(app, ctx, transactionTypes, () =>
    Object.entries(TRANSACTION_TYPE_NAMES).map(([code, name]) => ({ code, name })),
  );

  route(app, ctx, betRecords, ({ params: p, session }) =>
    betPage(
      db,
      selfScope(session.id),
      rangeOrFail(p, ctx.now()),
      { gameType: p.gameType },
      p.pageNo,
      p.pageSize,
    ),
  );

  route(app, ctx, profitAndLoss, ({ params: p, session }) =>
    profitAndLossOf(db, selfScope(session.id), rangeOrFail(p, ctx.now())),
  );
}
