import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { gameList, hotGames, vendorGameTypes, vendorLanes } from '@playdeck/contract';
import {
  fromCentavos,
  gameListRequest,
  gameListRouteOf,
  initialGameListState,
  toCentavos,
} from '@playdeck/domain';
import type { Db } from '../../db/database';
import { route, type RouteContext } from '../../http/route';
import type { ShellGame } from '../../http/pageShell';
import { vendorArtPath } from '../../artwork/gameArt';
import { catalogueRows, distinctOfType } from '../../store/gameCatalogue';
import {
  catalogueVersion,
  gameListPage,
  hotGameRows,
  toApiGame,
  type Page,
  type ApiGame,
} from '../../store/games';

/** Lane order of the vendor lanes. */
const LANE_ORDER = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT', 'ELOTT'];

/** One page of `gameList` (also drawn into a game list's app shell, http/pageShell.ts). */
export function listGames(db: Db, p: z.output<(typeof gameList)['request']>): Page<ApiGame> {
  return gameListPage(db, {
    gameType: p.gameType,
    vassalage: p.vassalage,
    gameName: p.gameName,
    gameClassify: p.gameClassify,
    isNew: p.isNew,
    isHot: p.isHot,
    minBetCents: p.minBet !== undefined ? toCentavos(p.minBet) : undefined,
    minLine: p.minLine,
    pageNo: p.pageNo,
    pageSize: p.pageSize,
  });
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
    name: g.gameName ?? g.nodeName ?? '',
    imageUrl: g.iconUrl ?? g.showIcon ?? null,
  }));
}

function catalogueAnswers(db: Db) {
  const rows = catalogueRows(db);
  const { vendors, classRows, classNames } = rows;
  const gameCounts = new Map(rows.gameCounts.map((r) => [r.vendor, r.n]));
  const lobbies = new Map(rows.lobbies.map((r) => [r.vendor, r]));

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
      minBets: distinctOfType(db, 'min_bet_cents', type).map((n) => fromCentavos(n)),
      minLines: distinctOfType(db, 'min_line', type),
    };
  }).filter((lane) => lane.cards.length > 0);
  return { content, lanes };
}

/**
 * The catalogue does not change while the server runs, so answers that read nothing else are kept
 * by their (parsed) parameters; the store is emptied when it reaches `limit` entries, or when a
 * dev-only vendor was added or removed (`catalogueVersion`).
 */
function catalogueMemo<T>(db: Db, limit = 500) {
  const kept = new Map<string, T>();
  let version = catalogueVersion(db);
  return (params: unknown, make: () => T): T => {
    if (version !== catalogueVersion(db)) {
      kept.clear();
      version = catalogueVersion(db);
    }
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

/** The catalogue: vendor menus and lanes, the game list, hot games (all kept while running). */
export function catalogueRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const answersMemo = catalogueMemo<ReturnType<typeof catalogueAnswers>>(db);
  const answers = () => answersMemo(null, () => catalogueAnswers(db));
  const listMemo = catalogueMemo<Page<ApiGame>>(db);
  const hotMemo = catalogueMemo<ApiGame[]>(db);

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

  route(app, ctx, hotGames, ({ params: p }) => ({
    list: hotMemo(p, () => hotGameRows(db, p.gameType, p.vassalage).map(toApiGame)),
  }));
}
