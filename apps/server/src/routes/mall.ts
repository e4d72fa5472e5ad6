import type { FastifyInstance } from 'fastify';
import {
  mallErrorCodes,
  mallItems,
  mallPoints,
  mallRedemptions,
  redeemMallItem,
} from '@playdeck/contract';
import { PESOS_PER_POINT, isTrial, pageCount, redeemProblem } from '@playdeck/domain';
import { route, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import { mallItemById, mallItemList, pointsOf } from '../store/mall';

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
    if (isTrial(session.type)) throw freeReject();
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
      if (item.stock !== null)
        db.prepare('UPDATE mall_items SET stock = stock - ? WHERE id = ?').run(p.quantity, item.id);
      const id = db
        .prepare(
          `INSERT INTO mall_redemptions (user_id, item_id, item_name, quantity, points, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(session.id, item.id, item.name, p.quantity, spent, ctx.now()).lastInsertRowid;
      return {
        redemptionId: Number(id),
        itemName: item.name,
        quantity: p.quantity,
        spent,
        points: points - spent,
      };
    })();
  });

  route(app, ctx, mallRedemptions, ({ params: p, session }) => {
    const totalCount = db
      .prepare('SELECT COUNT(*) FROM mall_redemptions WHERE user_id = ?')
      .pluck()
      .get(session.id) as number;
    const rows = db
      .prepare(
        `SELECT id, item_name, quantity, points, created_at FROM mall_redemptions
          WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(session.id, p.pageSize, (p.pageNo - 1) * p.pageSize) as {
      id: number;
      item_name: string;
      quantity: number;
      points: number;
      created_at: number;
    }[];
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
