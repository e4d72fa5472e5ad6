import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  addFavourite,
  addRecentGame,
  favouriteIds,
  favouriteList,
  gameErrorCodes,
  gameList,
  hotGames,
  jackpot,
  launchGame,
  lotteryGames,
  recentGames,
  removeFavourite,
  vendorGameTypes,
  vendorLanes,
  vnLotteryMenu,
  vnLotteryRecent,
  winnerBoard,
} from '@playdeck/contract';
import {
  canFreePlay,
  fromCentavos,
  gameListRequest,
  gameListRouteOf,
  initialGameListState,
  maskCustomerName,
  toCentavos,
} from '@playdeck/domain';
import type { Db } from '../db/database';
import { route, type RouteContext } from '../http/route';
import type { ShellGame } from '../http/pageShell';
import { Failure } from '../http/failure';
import { artworkRoutes } from '../artwork/routes';
import { gameArtPath, vendorArtPath } from '../artwork/gameArt';
import { demoRoutes } from '../demo/routes';
import {
  GAME_COLUMNS,
  GAME_FROM,
  GameQuery,
  gamesJoinedOn,
  gameByNodeId,
  pageOfGames,
  toApiGame,
  type GameRow,
} from '../store/games';
import { createLaunch, recordRecent, sameSitePath } from '../store/launches';
import { nextDrawAt } from '../store/lottery';

/** Lottery game types: listed by the lottery calls, left out of the game list unless asked for. */
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];
/** Lane order of the vendor lanes. */
const LANE_ORDER = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT', 'ELOTT'];
/** The site asks for ESPORTS and COCKFIGHT; both are SPORTS vendors of a group. */
const SPORTS_GROUPS = ['ESPORTS', 'COCKFIGHT'];
const WIN_BOARD_MIN_CENTS = 100_000;
const WIN_BOARD_DAYS = 7;

interface VendorRow {
  code: string;
  display_name: string;
  game_type: string;
  group_name: string | null;
  account_type_name: string;
  lobby: number;
}

/** Narrows a query by game type; ESPORTS and COCKFIGHT select the SPORTS vendors of that group. */
function byGameType(
  q: GameQuery,
  gameType: string | undefined,
  lotteryByDefault = false,
): GameQuery {
  const type = gameType?.toUpperCase();
  if (!type) {
    if (!lotteryByDefault) q.add(`g.game_type NOT IN ('LOTT', 'ELOTT')`);
  } else if (SPORTS_GROUPS.includes(type))
    q.add("g.game_type = 'SPORTS' AND v.group_name = ?", type);
  else q.add('g.game_type = ?', type);
  return q;
}

/** One page of `gameList` (also drawn into a game list's app shell, http/pageShell.ts). */
export function listGames(db: Db, p: z.output<(typeof gameList)['request']>) {
  const q = byGameType(new GameQuery(), p.gameType)
    .inList('g.vendor', p.vassalage)
    .nameContains(p.gameName);
  if (p.gameClassify) q.add('g.classify = ?', p.gameClassify.toUpperCase());
  if (p.isNew === 1) q.add('g.is_new = 1');
  if (p.isHot === 1) q.add('g.is_hot = 1');
  if (p.minBet !== undefined) q.add('g.min_bet_cents = ?', toCentavos(p.minBet));
  if (p.minLine !== undefined) q.add('g.min_line = ?', p.minLine);
  // Ids follow the catalogue order: vendor menu order, then each vendor's own order.
  return pageOfGames(db, q, 'g.id', p.pageNo, p.pageSize);
}

/**
 * The first games a game list path shows (the path and its query, as the site reads them): drawn
 * into the page's app shell before any script has run. None where the path shows vendor cards.
 */
export function firstGamesOf(
  db: Db,
  path: string,
  query: URLSearchParams,
  count: number,
): ShellGame[] {
  const { start, view } = gameListRouteOf(path, query);
  if (view !== 'games') return [];
  const request = gameListRequest(initialGameListState(start), 1, count);
  if (request.call !== 'gameList') return [];
  const params = gameList.request.safeParse(request.params);
  if (!params.success) return [];
  return listGames(db, params.data).items.map((g) => ({
    name: g.gameName,
    imageUrl: g.iconUrl ?? g.showIcon ?? null,
  }));
}

function catalogueAnswers(db: Db) {
  const vendors = db
    .prepare(
      'SELECT code, display_name, game_type, group_name, account_type_name, lobby FROM vendors ORDER BY sort',
    )
    .all() as VendorRow[];
  const classRows = db
    .prepare(
      `SELECT g.game_type, g.vendor, g.classify, COUNT(*) AS n
         FROM games g JOIN game_classes c ON c.game_type = g.game_type AND c.key = g.classify
        WHERE g.lobby = 0 OR g.game_type = 'SPORTS'
        GROUP BY g.game_type, g.vendor, g.classify ORDER BY c.sort`,
    )
    .all() as { game_type: string; vendor: string; classify: string; n: number }[];
  const classNames = db
    .prepare('SELECT game_type, key, display_name FROM game_classes ORDER BY game_type, sort')
    .all() as { game_type: string; key: string; display_name: string }[];
  const gameCounts = new Map(
    (
      db
        .prepare('SELECT vendor, COUNT(*) AS n FROM games WHERE lobby = 0 GROUP BY vendor')
        .all() as { vendor: string; n: number }[]
    ).map((r) => [r.vendor, r.n]),
  );
  const lobbies = new Map(
    (
      db.prepare('SELECT vendor, id, node_id, game_code FROM games WHERE lobby = 1').all() as {
        vendor: string;
        id: number;
        node_id: string;
        game_code: string;
      }[]
    ).map((r) => [r.vendor, r]),
  );

  const content: Record<string, Record<string, string[]>> = {};
  for (const v of vendors) (content[v.game_type] ??= {})[v.code] = [];
  for (const r of classRows) content[r.game_type]?.[r.vendor]?.push(r.classify);

  const lanes = LANE_ORDER.map((type) => {
    const laneVendors = vendors.filter((v) => v.game_type === type);
    const classes = classNames
      .filter((c) => c.game_type === type)
      .map((c) => {
        const rows = classRows.filter((r) => r.game_type === type && r.classify === c.key);
        return {
          key: c.key,
          displayName: c.display_name,
          gameCount: rows.reduce((sum, r) => sum + r.n, 0),
          vendors: rows.map((r) => r.vendor),
        };
      })
      .filter((c) => c.gameCount > 0);
    const distinct = (column: 'min_bet_cents' | 'min_line') =>
      (
        db
          .prepare(
            `SELECT DISTINCT ${column} FROM games WHERE game_type = ? AND lobby = 0 ORDER BY ${column}`,
          )
          .pluck()
          .all(type) as number[]
      ).map((n) => (column === 'min_bet_cents' ? fromCentavos(n) : n));
    return {
      title: type,
      cards: laneVendors.map((v) => {
        const lobby = lobbies.get(v.code);
        const launchesLobby = v.lobby === 1 && lobby;
        return {
          vassalage: v.code,
          displayName: v.display_name,
          gameType: v.game_type,
          gameCode: launchesLobby ? lobby.game_code : null,
          isGame: launchesLobby ? 'GAME' : 'VASSALAGE',
          nodeId: launchesLobby ? lobby.node_id : null,
          gameId: launchesLobby ? lobby.id : null,
          mobileLargeIcon: vendorArtPath(v.code),
          accountTypeName: v.account_type_name,
          gameCount: gameCounts.get(v.code) ?? (launchesLobby ? 1 : 0),
        };
      }),
      gameClassify: classes,
      minBets: distinct('min_bet_cents'),
      minLines: distinct('min_line'),
    };
  }).filter((lane) => lane.cards.length > 0);
  return { content, lanes };
}

function lotteryRows(db: Db, where: string, ...args: unknown[]) {
  return db
    .prepare(
      `SELECT ${GAME_COLUMNS}, l.region, l.draw_interval_seconds, l.draw_days, l.draw_time,
              l.prize_modes, l.play_types
         FROM ${GAME_FROM} JOIN lottery_games l ON l.node_id = g.node_id ${where}`,
    )
    .all(...args) as (GameRow & {
    region: string | null;
    draw_interval_seconds: number;
    draw_days: string;
    draw_time: string;
    prize_modes: string;
    play_types: string;
  })[];
}

const REGION_NAMES: Record<string, string> = {
  NORTH: 'Northern (Mien Bac)',
  CENTRAL: 'Central (Mien Trung)',
  SOUTH: 'Southern (Mien Nam)',
};

function vnGame(r: ReturnType<typeof lotteryRows>[number]) {
  return {
    gameCode: r.game_code,
    gameName: r.name,
    nodeId: r.node_id,
    drawDays: r.draw_days.split(',').map(Number),
    drawTime: r.draw_time,
    iconUrl: gameArtPath(r.id),
  };
}

/**
 * The catalogue does not change while the server runs, so answers that read nothing else are kept
 * by their (parsed) parameters; the store is emptied when it reaches `limit` entries.
 */
function catalogueMemo<T>(limit = 500) {
  const kept = new Map<string, T>();
  return (params: unknown, make: () => T): T => {
    const key = JSON.stringify(params);
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= limit) kept.clear();
      value = make();
      kept.set(key, value);
    }
    return value;
  };
}

export function gameRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  let catalogue: ReturnType<typeof catalogueAnswers> | undefined;
  const answers = () => (catalogue ??= catalogueAnswers(db));
  const listMemo = catalogueMemo<ReturnType<typeof pageOfGames>>();
  const hotMemo = catalogueMemo<ReturnType<typeof toApiGame>[]>();

  artworkRoutes(app, db);
  demoRoutes(app, ctx);

  route(app, ctx, vendorGameTypes, () => ({ content: answers().content }));
  route(app, ctx, vendorLanes, () => ({ data: { lanes: answers().lanes } }));

  route(app, ctx, gameList, ({ params: p }) => {
    const page = listMemo(p, () => listGames(db, p));
    return {
      games: page.items,
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });

  route(app, ctx, hotGames, ({ params: p }) => {
    const q = byGameType(new GameQuery().add('g.is_hot = 1'), p.gameType).inList(
      'g.vendor',
      p.vassalage,
    );
    return {
      list: hotMemo(p, () =>
        (
          db
            .prepare(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} ${q.sql()} ORDER BY g.hot_rank`)
            .all(...q.args) as GameRow[]
        ).map(toApiGame),
      ),
    };
  });

  // Favourites ---------------------------------------------------------------------------------

  route(
    app,
    ctx,
    favouriteIds,
    ({ params: p, session }) =>
      db
        .prepare(
          `SELECT node_id FROM favourite_games WHERE user_id = ?
          ORDER BY created_at DESC, node_id LIMIT ? OFFSET ?`,
        )
        .pluck()
        .all(session.id, p.pageSize, (p.pageNo - 1) * p.pageSize) as string[],
  );

  route(app, ctx, favouriteList, ({ params: p, session }) => {
    const q = byGameType(new GameQuery().add('f.user_id = ?', session.id), p.gameType, true).inList(
      'g.vendor',
      p.vendor,
    );
    const page = pageOfGames(
      db,
      q,
      'f.created_at DESC, g.id',
      p.pageNo,
      p.pageSize,
      `favourite_games f JOIN ${gamesJoinedOn('f')}`,
    );
    return {
      content: page.items,
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      pageSize: p.pageSize,
      totalCount: page.totalCount,
    };
  });

  const knownGame = (nodeId: string) => {
    const game = gameByNodeId(db, nodeId);
    if (!game) throw new Failure(gameErrorCodes.gameNotFound, 200, 'This game does not exist');
    return game;
  };

  route(app, ctx, addFavourite, ({ params: p, session }) => {
    knownGame(p.nodeId);
    db.prepare(
      'INSERT OR IGNORE INTO favourite_games (user_id, node_id, created_at) VALUES (?, ?, ?)',
    ).run(session.id, p.nodeId, ctx.now());
    return { nodeId: p.nodeId, favourite: true };
  });

  route(app, ctx, removeFavourite, ({ params: p, session }) => {
    db.prepare('DELETE FROM favourite_games WHERE user_id = ? AND node_id = ?').run(
      session.id,
      p.nodeId,
    );
    return { nodeId: p.nodeId, favourite: false };
  });

  // Recent games -------------------------------------------------------------------------------

  route(app, ctx, recentGames, ({ params: p, session }) => {
    const q = byGameType(new GameQuery().add('r.user_id = ?', session.id), p.gameType, true).inList(
      'g.vendor',
      p.vendor,
    );
    const page = pageOfGames(
      db,
      q,
      'r.played_at DESC, g.id',
      p.page,
      p.pageSize,
      `recent_games r JOIN ${gamesJoinedOn('r')}`,
    );
    return {
      list: page.items,
      totalPages: page.totalPages,
      pageNum: page.pageNum,
      totalCount: page.totalCount,
    };
  });

  route(app, ctx, addRecentGame, ({ params: p, session }) => {
    knownGame(p.nodeId);
    const now = ctx.now();
    recordRecent(db, session.id, p.nodeId, now);
    return { nodeId: p.nodeId, playedAt: now };
  });

  // Launch -------------------------------------------------------------------------------------

  route(app, ctx, launchGame, ({ params: p, session }) => {
    const now = ctx.now();
    let game: GameRow;
    let accountType: 0 | 1 = 1;
    let prizeMode: string | null = null;
    let playType: string | null = null;
    if (p.launchMode === 'GLS') {
      game = knownGame(p.nodeId);
      if (LOTTERY_TYPES.includes(game.game_type))
        throw new Failure('request_param_err', 400, 'Lottery games launch with launchMode LOTT');
      accountType = p.accountType === 0 ? 0 : 1;
      if (accountType === 0) {
        if (!canFreePlay(session))
          throw new Failure(
            gameErrorCodes.freeReject,
            403,
            'Please login an actual account to use this function',
          );
        if (!game.support_play)
          throw new Failure(
            gameErrorCodes.freePlayUnavailable,
            200,
            'This game has no free play; play it with real money',
          );
      }
    } else {
      const code = p.lottoGameCode ?? p.gameCode;
      const vendor = (p.vendor ?? p.vassalage)?.toUpperCase();
      const row = code
        ? (db
            .prepare(
              `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
                WHERE g.game_code = ? AND g.game_type IN ('LOTT', 'ELOTT') AND (? IS NULL OR g.vendor = ?)`,
            )
            .get(code.toUpperCase(), vendor ?? null, vendor ?? null) as GameRow | undefined)
        : vendor
          ? (db
              .prepare(
                `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
                  WHERE g.vendor = ? AND g.lobby = 1 AND g.game_type IN ('LOTT', 'ELOTT')`,
              )
              .get(vendor) as GameRow | undefined)
          : undefined;
      if (!code && !vendor)
        throw new Failure('request_param_err', 400, 'Name the lottery vendor or a lottoGameCode');
      if (!row) throw new Failure(gameErrorCodes.gameNotFound, 200, 'This lottery does not exist');
      game = row;
      prizeMode = p.prizeMode ?? p.lottoPrizeMode;
      playType = p.playType;
      const details = db
        .prepare('SELECT prize_modes, play_types FROM lottery_games WHERE node_id = ?')
        .get(game.node_id) as { prize_modes: string; play_types: string } | undefined;
      if (details && !details.prize_modes.split(',').includes(prizeMode))
        throw new Failure(
          'request_param_err',
          400,
          `This lottery plays prize mode ${details.prize_modes.split(',').join(' or ')}`,
        );
      if (details && !details.play_types.split(',').includes(playType))
        throw new Failure(
          'request_param_err',
          400,
          `This lottery has play type ${details.play_types.split(',').join(' or ')}`,
        );
    }
    const ticket = createLaunch(db, {
      userId: session.id,
      nodeId: game.node_id,
      accountType,
      prizeMode,
      playType,
      backUrl: sameSitePath(p.backUrl),
      now,
    });
    recordRecent(db, session.id, game.node_id, now);
    return {
      content: {
        game_url: `/demo/game/${encodeURIComponent(game.node_id)}?ticket=${encodeURIComponent(ticket)}`,
      },
    };
  });

  // Lottery ------------------------------------------------------------------------------------

  route(app, ctx, lotteryGames, () => {
    const now = ctx.now();
    return {
      list: lotteryRows(db, "WHERE g.game_type = 'LOTT' ORDER BY g.sort").map((r) => ({
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
      })),
    };
  });

  route(app, ctx, vnLotteryMenu, () => {
    const rows = lotteryRows(db, "WHERE g.game_type = 'ELOTT' ORDER BY g.sort");
    return {
      regions: Object.entries(REGION_NAMES).map(([region, displayName]) => ({
        region,
        displayName,
        games: rows.filter((r) => r.region === region).map(vnGame),
      })),
    };
  });

  route(app, ctx, vnLotteryRecent, ({ params: p, session }) => ({
    list: (
      db
        .prepare(
          `SELECT ${GAME_COLUMNS}, l.region, l.draw_interval_seconds, l.draw_days, l.draw_time,
                  l.prize_modes, l.play_types, r.played_at
             FROM recent_games r JOIN ${gamesJoinedOn('r')}
             JOIN lottery_games l ON l.node_id = g.node_id
            WHERE r.user_id = ? AND g.game_type = 'ELOTT'
            ORDER BY r.played_at DESC LIMIT ?`,
        )
        .all(session.id, p.limit) as (ReturnType<typeof lotteryRows>[number] & {
        played_at: number;
      })[]
    ).map((r) => ({ ...vnGame(r), playedAt: r.played_at })),
  }));

  // Winners and jackpot ------------------------------------------------------------------------

  route(app, ctx, winnerBoard, ({ params: p }) => {
    const category = p.gameCategory?.toUpperCase();
    const typeFilter = category && category !== 'ALL' ? category : null;
    const since = ctx.now() - WIN_BOARD_DAYS * 24 * 3_600_000;
    const rows = db
      .prepare(
        `SELECT x.name, x.win_cents, x.won_at, g.id, g.name AS game_name, g.node_id, g.vendor, g.game_type
           FROM (SELECT w.customer_name AS name, w.win_cents, w.won_at, w.node_id FROM winners w
                 UNION ALL
                 SELECT u.username, b.win_cents, b.placed_at, b.node_id FROM bets b
                   JOIN users u ON u.id = b.user_id
                  WHERE b.win_cents >= ? AND b.placed_at >= ?) x
           JOIN games g ON g.node_id = x.node_id
          WHERE (? IS NULL OR g.game_type = ?)
          ORDER BY x.win_cents DESC, x.won_at DESC LIMIT ?`,
      )
      .all(WIN_BOARD_MIN_CENTS, since, typeFilter, typeFilter, p.limitNum) as {
      name: string;
      win_cents: number;
      won_at: number;
      id: number;
      game_name: string;
      node_id: string;
      vendor: string;
      game_type: string;
    }[];
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
    const j = db
      .prepare('SELECT base_cents, base_at, cents_per_minute FROM jackpot WHERE id = 1')
      .get() as { base_cents: number; base_at: number; cents_per_minute: number } | undefined;
    const cents = j
      ? j.base_cents + Math.max(0, Math.floor(((now - j.base_at) / 60_000) * j.cents_per_minute))
      : 0;
    return { amount: fromCentavos(cents), currency: 'PHP', currencySymbol: '₱', updatedAt: now };
  });
}
