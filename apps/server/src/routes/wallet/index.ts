import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route';
import { balanceRoutes } from './balance';
import { cashierRoutes } from './cashier';
import { recordRoutes } from './records';

/** The wallet: balances and transfers, the cashier (deposit, withdrawal), records. */
export function walletRoutes(app: FastifyInstance, ctx: RouteContext): void {
  balanceRoutes(app, ctx);
  cashierRoutes(app, ctx);
  recordRoutes(app, ctx);
}
