import type { FastifyInstance } from 'fastify';
import { lotteryGames, vnLotteryMenu, vnLotteryRecent } from '@playdeck/contract';
import { route, type RouteContext } from '../../http/route';
import { gameArtPath } from '../../artwork/gameArt';
import { lotteryGamesOf, recentVnLotteries, type LotteryGameRow } from '../../store/games';
import { nextDrawAt } from '../../store/lottery';

const REGION_NAMES: Record<string, string> = {
  NORTH: 'Northern (Mien Bac)',
  CENTRAL: 'Central (Mien Trung)',
  SOUTH: 'Southern (Mien Nam)',
};

function vnGame(r: LotteryGameRow) {
  return {
    gameCode: r.game_code,
    gameName: r.name,
    nodeId: r.node_id,
    drawDays: r.draw_days.split(',').map(Number),
    drawTime: r.draw_time,
    iconUrl: gameArtPath(r.id),
  };
}

/** The lottery games of the catalogue: the lottery list, the Vietnamese menu and recent ones. */
export function lotteryGameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  // As the platform answers it: no envelope, one entry per lottery keyed by its code
  // (api-contract §8 #6).
  route(app, ctx, lotteryGames, () => {
    const now = ctx.now();
    const entries = lotteryGamesOf(db, 'LOTT').map(
      (r) =>
        [
          r.game_code,
          {
            gameCode: r.game_code,
            gameName: r.name,
            nodeId: r.node_id,
            vendor: r.vendor,
            gameType: r.game_type,
            iconUrl: gameArtPath(r.id),
            prizeModes: r.prize_modes.split(','),
            playTypes: r.play_types.split(','),
            drawIntervalSeconds: r.draw_interval_seconds,
            nextDrawAt: nextDrawAt(
              {
                intervalSeconds: r.draw_interval_seconds,
                days: r.draw_days.split(',').map(Number),
                time: r.draw_time,
                utcOffsetHours: 8,
              },
              now,
            ),
            isHot: r.is_hot === 1,
            isNew: r.is_new === 1,
          },
        ] as const,
    );
    return Object.fromEntries(entries);
  });

  route(app, ctx, vnLotteryMenu, () => {
    const rows = lotteryGamesOf(db, 'ELOTT');
    return {
      regions: Object.entries(REGION_NAMES).map(([region, displayName]) => ({
        region,
        displayName,
        games: rows.filter((r) => r.region === region).map(vnGame),
      })),
    };
  });

  route(app, ctx, vnLotteryRecent, ({ params: p, session }) => ({
    list: recentVnLotteries(db, session.id, p.limit).map((r) => ({
      ...vnGame(r),
      playedAt: r.played_at,
    })),
  }));
}
