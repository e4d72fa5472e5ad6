import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route';
import { artworkRoutes } from '../../artwork/routes';
import { demoRoutes } from '../../demo/routes';
import { catalogueRoutes } from './catalogue';
import { launchRoutes } from './launch';
import { lobbyRoutes } from './lobby';
import { lotteryGameRoutes } from './lotteryGames';
import { memberGameRoutes } from './memberGames';

/** Games: the catalogue, a member's games, launches, the lobby and the lottery games. */
export function gameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  artworkRoutes(app, ctx.db);
  demoRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  memberGameRoutes(app, ctx);
  launchRoutes(app, ctx);
  lobbyRoutes(app, ctx);
  lotteryGameRoutes(app, ctx);
}
