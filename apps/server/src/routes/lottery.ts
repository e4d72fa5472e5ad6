import type { FastifyInstance } from 'fastify';
import {
  cancelLotterySubOrders,
  lotteryDrawInfo,
  lotteryErrorCodes,
  lotteryOrderDetail,
  lotteryOrders,
  popularLotteries,
  vnLotteryResults,
} from '@playdeck/contract';
import {
  fromCentavos,
  lotteryCloseAt,
  lotteryOrderStatus,
  pageCount,
  subOrderCancellable,
} from '@playdeck/domain';
import type { Db } from '../db/database';
import { route, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import {
  drawResult,
  drawsBefore,
  nextDrawAt,
  numeroOf,
  vnDrawResult,
  type DrawSchedule,
} from '../store/lottery';
import { moveMoney } from '../store/wallet';
import {
  cancelSubOrder,
  drawPlayerCounter,
  lotteryOfCode,
  orderByNumber,
  orderPage,
  philippineLotteries,
  settleDue,
  subOrdersOf,
  type LotteryRow,
  type OrderRow,
  type SubOrderRow,
} from '../store/lotteryOrders';

/** Latest results a draw-info answer carries, and draws a Vietnamese results answer lists. */
const RESULTS = 10;
const VN_DRAWS = 7;

const scheduleOf = (r: LotteryRow): DrawSchedule => ({
  intervalSeconds: r.draw_interval_seconds,
  days: r.draw_days.split(',').map(Number),
  time: r.draw_time,
  // Vietnamese lotteries draw on Vietnam's clock, the others on Manila's.
  utcOffsetHours: r.game_type === 'ELOTT' ? 7 : 8,
});

function lotteryByCode(db: Db, code: string | undefined, types: readonly string[]): LotteryRow {
  const row = code ? lotteryOfCode(db, code.toUpperCase(), types) : undefined;
  if (!row) throw new Failure(lotteryErrorCodes.gameNotFound, 404, 'There is no such lottery');
  return row;
}

function orderAnswer(o: OrderRow, subs: readonly SubOrderRow[]) {
  const live = subs.filter((s) => s.status !== 'CANCELLED');
  return {
    orderId: o.order_no,
    gameCode: o.game_code,
    gameName: o.name,
    numbers: o.numbers.split(','),
    draws: subs.length,
    stake: fromCentavos(live.reduce((sum, s) => sum + s.stake_cents, 0)),
    win: fromCentavos(subs.reduce((sum, s) => sum + s.win_cents, 0)),
    status: lotteryOrderStatus(subs.map((s) => s.status)),
    createdAt: o.created_at,
  };
}

function orderOf(db: Db, userId: number, orderNo: string): OrderRow {
  const row = orderByNumber(db, userId, orderNo);
  if (!row) throw new Failure(lotteryErrorCodes.orderNotFound, 404, 'There is no such order');
  return row;
}

/**
 * The platform's lottery calls under `/lgw/` (and `/lotto/lgw/`): draw information and results,
 * popular lotteries, and the player's orders with their draws, which can be cancelled until
 * betting on their draw closes. Answers are bare (no envelope).
 */
export function lotteryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, lotteryDrawInfo, ({ params: p }) => {
    const game = lotteryByCode(db, p.gameCode, ['LOTT', 'ELOTT']);
    const s = scheduleOf(game);
    const now = ctx.now();
    // The draw open for bets: once betting on the next draw has closed, the one after it.
    let drawAt = nextDrawAt(s, now);
    if (now >= lotteryCloseAt(drawAt, s.intervalSeconds)) drawAt = nextDrawAt(s, drawAt);
    return {
      gameCode: game.game_code,
      gameName: game.name,
      numero: numeroOf(s, drawAt),
      closeAt: lotteryCloseAt(drawAt, s.intervalSeconds),
      drawAt,
      serverTime: now,
      results: drawsBefore(s, now, RESULTS).map((at) => {
        const numero = numeroOf(s, at);
        return {
          numero,
          drawAt: at,
          numbers:
            game.game_type === 'ELOTT'
              ? (vnDrawResult(game.game_code, game.region ?? '', numero)[0]?.numbers ?? [])
              : drawResult(game.game_code, numero),
        };
      }),
    };
  });

  route(app, ctx, vnLotteryResults, ({ params: p }) => {
    const game = lotteryByCode(db, p.gameCode, ['ELOTT']);
    const s = scheduleOf(game);
    const now = ctx.now();
    return {
      gameCode: game.game_code,
      gameName: game.name,
      region: game.region ?? '',
      nextDrawAt: nextDrawAt(s, now),
      draws: drawsBefore(s, now, VN_DRAWS).map((at) => {
        const numero = numeroOf(s, at);
        return {
          numero,
          drawDate: `${numero.slice(0, 4)}-${numero.slice(4, 6)}-${numero.slice(6, 8)}`,
          prizes: vnDrawResult(game.game_code, game.region ?? '', numero) as {
            tier: 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';
            numbers: string[];
          }[],
        };
      }),
    };
  });

  route(app, ctx, popularLotteries, () => {
    const now = ctx.now();
    const rows = philippineLotteries(db);
    const players = drawPlayerCounter(db);
    return rows
      .map((r) => {
        const s = scheduleOf(r);
        const drawAt = nextDrawAt(s, now);
        // This site's own players on the open draw, and the crowd of the platform's other sites.
        const own = players(r.node_id, drawAt);
        const crowd = Number.parseInt(numeroOf(s, drawAt).replace(/\D/g, '').slice(-4), 10);
        return {
          gameCode: r.game_code,
          gameName: r.name,
          vendor: r.vendor,
          nodeId: r.node_id,
          players: own + ((crowd * 7 + r.game_code.length * 13) % 90) + 10,
        };
      })
      .sort((a, b) => b.players - a.players || a.gameName.localeCompare(b.gameName))
      .slice(0, 6);
  });

  route(app, ctx, lotteryOrders, ({ params: p, session }) => {
    settleDue(db, session.id, ctx.now());
    const { rows, totalCount } = orderPage(db, session.id, p);
    return {
      list: rows.map((o) => orderAnswer(o, subOrdersOf(db, o.id))),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  route(app, ctx, lotteryOrderDetail, ({ params: p, session }) => {
    const now = ctx.now();
    settleDue(db, session.id, now);
    const order = orderOf(db, session.id, p.orderId);
    const subs = subOrdersOf(db, order.id);
    return {
      order: orderAnswer(order, subs),
      subOrders: subs.map((s) => ({
        subOrderId: s.id,
        numero: s.numero,
        drawAt: s.draw_at,
        stake: fromCentavos(s.stake_cents),
        status: s.status,
        win: fromCentavos(s.win_cents),
        result:
          s.status === 'WON' || s.status === 'LOST' ? drawResult(order.game_code, s.numero) : null,
        cancellable: subOrderCancellable(
          { status: s.status, drawAt: s.draw_at },
          order.draw_interval_seconds,
          now,
        ),
      })),
    };
  });

  route(app, ctx, cancelLotterySubOrders, ({ params: p, session }) => {
    const now = ctx.now();
    settleDue(db, session.id, now);
    const order = orderOf(db, session.id, p.orderId);
    const subs = new Map(subOrdersOf(db, order.id).map((s) => [String(s.id), s]));
    const refused = p.subOrderIds.filter((id) => {
      const s = subs.get(id);
      return (
        !s ||
        !subOrderCancellable(
          { status: s.status, drawAt: s.draw_at },
          order.draw_interval_seconds,
          now,
        )
      );
    });
    if (refused.length)
      throw new Failure(
        lotteryErrorCodes.notCancellable,
        409,
        'These draws cannot be cancelled any more: they are drawn, cancelled or closed for bets',
        { subOrderIds: refused },
      );
    const chosen = [...new Set(p.subOrderIds)]
      .map((id) => subs.get(id))
      .filter((s): s is SubOrderRow => s !== undefined);
    const refund = chosen.reduce((sum, s) => sum + s.stake_cents, 0);
    const balance = db.transaction(() => {
      for (const s of chosen) cancelSubOrder(db, s.id, now);
      return moveMoney(db, {
        user: { id: order.user_id, type: order.user_type },
        type: 'BET',
        amountCents: refund,
        remark: `${order.name}: ${chosen.length} draw(s) cancelled`,
        now,
      }).balanceCents;
    })();
    return {
      cancelled: chosen.map((s) => s.id),
      refunded: fromCentavos(refund),
      balance: fromCentavos(balance),
    };
  });
}
