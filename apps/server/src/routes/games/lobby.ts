import type { FastifyInstance } from 'fastify';
import { jackpot, lobbyNews, winnerBoard } from '@playdeck/contract';
import { fromCentavos, maskCustomerName, pageCount } from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { gameArtPath } from '../../artwork/gameArt';
import { biggestWins, jackpotRow, lobbyNewsPage } from '../../store/lobby';

const WIN_BOARD_MIN_CENTS = 100_000;
const WIN_BOARD_DAYS = 7;

/** The lobby's news, the winner board and the jackpot. */
export function lobbyRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, lobbyNews, ({ params: p, req }) => {
    const header = typeof req.headers.language === 'string' ? req.headers.language : undefined;
    const language = (p.language ?? header ?? 'TY').toUpperCase() === 'EN' ? 'EN' : 'TY';
    const { rows, totalCount } = lobbyNewsPage(db, language, p);
    return {
      list: rows.map((r) => ({
        id: r.id,
        category: r.category,
        title: r.title,
        summary: r.summary,
        content: r.content,
        nodeId: r.node_id,
        gameName: r.game_name,
        vassalage: r.vendor,
        gameType: r.game_type,
        publishedAt: r.published_at,
      })),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  route(app, ctx, winnerBoard, ({ params: p }) => {
    const category = p.gameCategory?.toUpperCase();
    const rows = biggestWins(db, {
      minCents: WIN_BOARD_MIN_CENTS,
      since: ctx.now() - WIN_BOARD_DAYS * 24 * 3_600_000,
      gameType: category && category !== 'ALL' ? category : null,
      limit: p.limitNum,
    });
    return {
      list: rows.map((r) => ({
        vo: {
          customerName: maskCustomerName(r.name),
          winAmount: fromCentavos(r.win_cents),
          gameName: r.game_name,
          iconUrl: gameArtPath(r.id),
          nodeId: r.node_id,
          vassalage: r.vendor,
          gameType: r.game_type,
          winTime: r.won_at,
        },
      })),
    };
  });

  route(app, ctx, jackpot, () => {
    const now = ctx.now();
    const j = jackpotRow(db);
    const cents = j
      ? j.base_cents + Math.max(0, Math.floor(((now - j.base_at) / 60_000) * j.cents_per_minute))
      : 0;
    return { amount: fromCentavos(cents), currency: 'PHP', currencySymbol: '₱', updatedAt: now };
  });
}
