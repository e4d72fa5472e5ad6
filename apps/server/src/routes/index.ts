import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/route';
import { systemRoutes } from './system';
import { accountRoutes } from './account';
import { messageRoutes } from './messages';
import { gameRoutes } from './games';
import { promotionRoutes } from './promotions';
import { walletRoutes } from './wallet';
import { agentRoutes } from './agent';
import { mallRoutes } from './mall';
import { lotteryRoutes } from './lottery';

/** Every call of the contract, one module per area (same areas as packages/contract/src/calls). */
export function registerRoutes(app: FastifyInstance, ctx: RouteContext): void {
  systemRoutes(app, ctx);
  accountRoutes(app, ctx);
  messageRoutes(app, ctx);
  gameRoutes(app, ctx);
  promotionRoutes(app, ctx);
  walletRoutes(app, ctx);
  agentRoutes(app, ctx);
  mallRoutes(app, ctx);
  lotteryRoutes(app, ctx);
}
