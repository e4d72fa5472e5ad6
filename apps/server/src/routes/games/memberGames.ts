import type { FastifyInstance } from 'fastify';
import {
  addFavourite,
  addRecentGame,
  favouriteIds,
  favouriteList,
  recentGames,
  removeFavourite,
} from '@playdeck/contract';
import { route, type RouteContext } from '../../http/route';
import { recordRecent } from '../../store/launches';
import {
  addFavouriteGame,
  favouriteNodeIds,
  memberGamePage,
  removeFavouriteGame,
} from '../../store/playerGames';
import { knownGame } from './known';

/** A member's favourite and recently played games. */
export function memberGameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, favouriteIds, ({ params: p, session }) => favouriteNodeIds(db, session.id, p));

  route(app, ctx, favouriteList, ({ params: p, session }) => {
    const page = memberGamePage(db, 'favourites', session.id, {
      gameType: p.gameType,
      vendors: p.vendor,
      pageNo: p.pageNo,
      pageSize: p.pageSize,
    });
    return {
      content: page.items,
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      pageSize: p.pageSize,
      totalCount: page.totalCount,
    };
  });

  route(app, ctx, addFavourite, ({ params: p, session }) => {
    knownGame(db, p.nodeId);
    addFavouriteGame(db, session.id, p.nodeId, ctx.now());
    return { nodeId: p.nodeId, favourite: true };
  });

  route(app, ctx, removeFavourite, ({ params: p, session }) => {
    removeFavouriteGame(db, session.id, p.nodeId);
    return { nodeId: p.nodeId, favourite: false };
  });

  route(app, ctx, recentGames, ({ params: p, session }) => {
    const page = memberGamePage(db, 'recent', session.id, {
      gameType: p.gameType,
      vendors: p.vendor,
      pageNo: p.page,
      pageSize: p.pageSize,
    });
    // The platform answers the page's games as `value` itself (api-contract §8 #5).
    return page.items;
  });

  route(app, ctx, addRecentGame, ({ params: p, session }) => {
    knownGame(db, p.nodeId);
    const now = ctx.now();
    recordRecent(db, session.id, p.nodeId, now);
    return { nodeId: p.nodeId, playedAt: now };
  });
}
