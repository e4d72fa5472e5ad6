import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route';
import { attachRegistration } from '../../store/affiliateLinks';
import { contractRoutes } from './contracts';
import { dividendRoutes } from './dividends';
import { linkRoutes } from './links';
import { openAccountRoutes } from './openAccount';
import { teamRoutes } from './team';
import { transferRoutes } from './transfers';

/** The agent centre: the team and its reports, opening accounts, links, contracts, dividends. */
export function agentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  ctx.hooks.memberRegistered.push(attachRegistration);
  teamRoutes(app, ctx);
  openAccountRoutes(app, ctx);
  linkRoutes(app, ctx);
  contractRoutes(app, ctx);
  dividendRoutes(app, ctx);
  transferRoutes(app, ctx);
}
