import type { FastifyInstance } from 'fastify';
import {
  mallErrorCodes,
  mallItems,
  mallPoints,
  mallRedemptions,
  redeemMallItem,
} from '@playdeck/contract';
import {
  PESOS_PER_POINT,
  isTrial,
  mayMakeMoneyCall,
  pageCount,
  redeemProblem,
} from '@playdeck/domain';
import { route, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import {
  insertRedemption,
  mallItemById,
  mallItemList,
  pointsOf,
  redemptionPage,
} from '../store/mall';

const freeReject = () =>
  new Failure(
    mallErrorCodes.freeReject,
    403,
    'Please login an actual account to use this function',
  );

/** Points mall: points from recorded bets, the seeded catalogue, redemptions. */
export function mallRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, mallPoints, ({ session }) => {
    const p = isTrial(session.type) ? { earned: 0, spent: 0, points: 0 } : pointsOf(db, session.id);
    return { ...p, pesosPerPoint: PESOS_PER_POINT };
  });

  route(app, ctx, mallItems, () => ({
    list: mallItemList(db).map((i) => ({
      id: i.id,
      name: i.name,
      description: i.description,
      category: i.category,
      cost: i.cost_points,
      stock: i.stock,
    })),
  }));

  route(app, ctx, redeemMallItem, ({ params: p, session }) => {
    if (!mayMakeMoneyCall(session.type, 'redeem')) throw freeReject();
    const itemId = Number(p.itemId);
    // One transaction: the points and stock checked are the ones spent, so neither goes negative.
    return db.transaction(() => {
      const item = mallItemById(db, itemId);
      if (!item)
        throw new Failure(mallErrorCodes.itemNotFound, 200, 'That item is not in the mall');
      const { points } = pointsOf(db, session.id);
      const problem = redeemProblem({
        points,
        cost: item.cost_points,
        quantity: p.quantity,
        stock: item.stock,
      });
      if (problem === 'outOfStock')
        throw new Failure(
          mallErrorCodes.outOfStock,
          200,
          item.stock === 0
            ? `${item.name} is out of stock`
            : `Only ${item.stock} ${item.name} left`,
          { stock: item.stock },
        );
      if (problem === 'notEnoughPoints')
        throw new Failure(
          mallErrorCodes.notEnoughPoints,
          200,
          `You need ${item.cost_points * p.quantity} points; you have ${points}`,
          { points, needed: item.cost_points * p.quantity },
        );
      if (problem) throw new Failure('request_param_err', 400, 'quantity: 1 to 10');
      const spent = item.cost_points * p.quantity;
      const id = insertRedemption(db, {
        userId: session.id,
        item,
        quantity: p.quantity,
        points: spent,
        now: ctx.now(),
      });
      return {
        redemptionId: id,
        itemName: item.name,
        quantity: p.quantity,
        spent,
        points: points - spent,
      };
    })();
  });

  route(app, ctx, mallRedemptions, ({ params: p, session }) => {
    const { rows, totalCount } = redemptionPage(db, session.id, p);
    return {
      list: rows.map((r) => ({
        id: r.id,
        itemName: r.item_name,
        quantity: r.quantity,
        spent: r.points,
        createdAt: r.created_at,
      })),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });
}
