import { useDeferredValue, useEffect, useMemo } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  addFavourite,
  favouriteIds,
  favouriteList,
  gameList,
  hotGames,
  jackpot,
  lobbyNews,
  lotteryGames,
  popularLotteries,
  recentGames,
  removeFavourite,
  vendorGameTypes,
  vnLotteryMenu,
  vnLotteryRecent,
  winnerBoard,
  type Game,
  type RequestOf,
  type ResponseOf,
} from '@playdeck/contract';
import {
  FAVOURITE_IDS_PAGE_SIZE,
  filterGamesByName,
  gameListRequest,
  gameListRouteOf,
  hasMorePages,
  initialGameListState,
  LIST_PAGE_SIZE,
  orderGameCategories,
  pageOfUnpagedList,
  type GameCategory,
  type GameListState,
  withFavourite,
  withoutFavourite,
  withoutGame,
} from '@playdeck/domain';
import { api } from '../../api/client';
import {
  CATALOGUE_STALE_MS,
  CLIENT_TYPE,
  GAME_PLATFORM,
  prefetchVendorLanes,
  useSettledLanguage,
} from '../../api/catalogueQueries';
import { apiQueryKey, apiQueryOptions, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/queryClient';
import { usePreferences } from '../../stores/preferences';
import { useSession } from '../../stores/session';
import { LocalKey, local } from '../../stores/storageKeys';

const useLanguage = () => usePreferences((s) => s.language);

export {
  CLIENT_TYPE,
  GAME_PLATFORM,
  useVendorCards,
  useVendorLanes,
  type VendorCard,
  type VendorLane,
} from '../../api/catalogueQueries';

const vendorGameTypesParams = { typeId: '1', merchant_code: __PLAYDECK_MERCHANT__ } as const;

/** Vendors per game type (`value.content`). */
export function useVendorGameTypes() {
  return useApiQuery(vendorGameTypes, vendorGameTypesParams, {
    staleTime: CATALOGUE_STALE_MS,
    silent: true,
  });
}

/** The categories in menu order (spec §2 "Game categories order"). */
export function useGameCategories(): { categories: GameCategory[]; isPending: boolean } {
  const { data, isPending } = useVendorGameTypes();
  const categories = useMemo(() => orderGameCategories(data?.content), [data]);
  return { categories, isPending };
}

/** Hot games, hottest first, optionally narrowed by type and vendors. */
export function useHotGames(params: { gameType?: string; vassalage?: string } = {}) {
  const language = useSettledLanguage();
  return useApiQuery(
    hotGames,
    {
      merchantCode: __PLAYDECK_MERCHANT__,
      isPlatform: '2',
      platform: GAME_PLATFORM,
      language,
      gameType: params.gameType || undefined,
      vassalage: params.vassalage || undefined,
    },
    { placeholderData: keepPreviousData },
  );
}

/** The first `pageSize` games of a list, for a home block. */
function firstGames(
  language: string,
  filter: Pick<RequestOf<typeof gameList>, 'gameType' | 'vassalage' | 'gameClassify'>,
  pageSize: number,
): RequestOf<typeof gameList> {
  return {
    merchant: __PLAYDECK_MERCHANT__,
    platform: GAME_PLATFORM,
    clientType: CLIENT_TYPE,
    language,
    ...filter,
    pageNo: 1,
    pageSize,
  };
}

/** A few games of one RNG vendor (home's vendor block); nothing is asked without a vendor. */
export function useVendorGames(vendor: string, language: string) {
  return useApiQuery(gameList, firstGames(language, { gameType: 'RNG', vassalage: vendor }, 6), {
    enabled: vendor !== '',
    silent: true,
  });
}

/**
 * The first `count` games of a category (a home preview): the request its list page opens with,
 * shorter.
 */
export function useCategoryPreview(category: string, count: number) {
  const language = useLanguage();
  const request = gameListRequest(initialGameListState({ category }), 1, count);
  const p = request.call === 'gameList' ? request.params : null;
  return useApiQuery(
    gameList,
    firstGames(
      language,
      {
        gameType: p?.gameType || undefined,
        vassalage: p?.vassalage || undefined,
        gameClassify: p?.gameClassify || undefined,
      },
      count,
    ),
    { enabled: p !== null, silent: true, staleTime: CATALOGUE_STALE_MS },
  );
}

/** One page of any of the lists the game list screen shows. */
export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number | null;
}

type PageQuery = UseQueryOptions<GamePage, Error, GamePage, readonly unknown[]>;

function pageQuery(
  state: GameListState,
  pageNo: number,
  pageSize: number,
  language: string,
  signedIn: boolean,
): PageQuery {
  const request = gameListRequest(state, pageNo, pageSize);
  const common = { language, clientType: CLIENT_TYPE };
  switch (request.call) {
    case 'gameList': {
      const p = request.params;
      const params = {
        ...common,
        merchant: __PLAYDECK_MERCHANT__,
        platform: GAME_PLATFORM,
        gameType: p.gameType || undefined,
        vassalage: p.vassalage || undefined,
        gameClassify: p.gameClassify || undefined,
        gameName: p.gameName || undefined,
        minBet: p.minBet,
        minLine: p.minLine,
        isNew: p.isNew === '1' ? ('1' as const) : undefined,
        pageNo: p.pageNo,
        pageSize: p.pageSize,
      };
      return {
        queryKey: apiQueryKey(gameList, params),
        queryFn: async () => {
          const r = await api.call(gameList, params);
          return {
            games: r.games,
            pageNum: r.pageNum ?? p.pageNo,
            totalPages: r.totalPages,
            totalCount: r.totalCount ?? null,
          };
        },
      };
    }
    case 'hotGames': {
      const params = {
        merchantCode: __PLAYDECK_MERCHANT__,
        isPlatform: '2',
        platform: GAME_PLATFORM,
        language,
        gameType: request.params.gameType || undefined,
        vassalage: request.params.vassalage || undefined,
      };
      const name = request.gameName;
      return {
        queryKey: [...apiQueryKey(hotGames, params), name],
        queryFn: async () => {
          const r = await api.call(hotGames, params);
          const games = filterGamesByName(r.list, name);
          return { games, pageNum: 1, totalPages: 1, totalCount: games.length };
        },
      };
    }
    case 'favouriteList': {
      const p = request.params;
      const params = {
        ...common,
        platform: GAME_PLATFORM,
        gameType: p.gameType || undefined,
        vendor: p.vendor || undefined,
        pageNo: p.pageNo,
        pageSize: p.pageSize,
      };
      return {
        queryKey: apiQueryKey(favouriteList, params),
        queryFn: async () => {
          const r = await api.call(favouriteList, params);
          return {
            games: r.content,
            pageNum: r.pageNum ?? p.pageNo,
            totalPages: r.totalPages,
            totalCount: r.totalCount ?? null,
          };
        },
        enabled: signedIn,
      };
    }
    case 'recentGames': {
      const p = request.params;
      const params = {
        ...common,
        gameType: p.gameType || undefined,
        vendor: p.vendor || undefined,
        page: p.page,
        pageSize: p.pageSize,
      };
      return {
        queryKey: apiQueryKey(recentGames, params),
        queryFn: async () => {
          const r = await api.call(recentGames, params);
          return {
            games: r.list,
            ...pageOfUnpagedList(p.page, p.pageSize, r.list.length),
            totalCount: null,
          };
        },
        enabled: signedIn,
      };
    }
  }
}

export interface GameListPages {
  games: Game[];
  /** Pages 1..state.page have all arrived. */
  isPending: boolean;
  /** The first page is on its way (nothing to show yet). */
  isFirstLoad: boolean;
  isError: boolean;
  hasMore: boolean;
  totalCount: number | null;
  refetch: () => void;
}

/**
 * The first page of games a game list path opens with, asked for while the page's code is still
 * arriving (main.tsx); the page's own query finds the answer, or the request under way, in the
 * cache. Only the plain list: the tabs that need a session wait for the page.
 */
export function prefetchFirstGamePage(
  client: QueryClient,
  location: { pathname: string; search: string },
): Promise<void> {
  const route = gameListRouteOf(location.pathname, new URLSearchParams(location.search));
  const state = initialGameListState(route.start);
  if (route.view !== 'games' || gameListRequest(state, 1, LIST_PAGE_SIZE).call !== 'gameList')
    return Promise.resolve();
  const language = usePreferences.getState().language;
  const signedIn = useSession.getState().session !== null;
  // The vendors and classes too: the list's controls, and so its games, wait for them.
  return Promise.all([
    client.prefetchQuery(pageQuery(state, 1, LIST_PAGE_SIZE, language, signedIn)),
    prefetchVendorLanes(client, language),
    client.prefetchQuery({
      ...apiQueryOptions(vendorGameTypes, vendorGameTypesParams),
      staleTime: CATALOGUE_STALE_MS,
      meta: { silent: true },
    }),
  ]).then(() => undefined);
}

/**
 * Pages 1..`state.page` of the list the state describes, joined. Each page is its own cached query,
 * so "More" fetches only the new page, and any change of tab, vendor, search, class or filter is a
 * new request starting from page 1 (the reducer puts the page back to 1). Deferred like
 * `useApiQuery`, so a page of tiles is drawn in short slices.
 */
export function useGameListPages(state: GameListState, pageSize: number): GameListPages {
  const language = useLanguage();
  const signedIn = useSession((s) => s.session !== null);
  const pages = Array.from({ length: state.page }, (_, i) => i + 1);
  return useDeferredValue(
    useQueries({
      queries: pages.map((n) => pageQuery(state, n, pageSize, language, signedIn)),
      combine: (results) => {
        const loaded = results.filter((r) => r.data).map((r) => r.data as GamePage);
        const seen = new Set<string>();
        const games: Game[] = [];
        for (const page of loaded)
          for (const g of page.games) {
            if (seen.has(g.nodeId)) continue;
            seen.add(g.nodeId);
            games.push(g);
          }
        const last = loaded[loaded.length - 1];
        return {
          games,
          isPending: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
          isFirstLoad: !results[0]?.data && results[0]?.fetchStatus === 'fetching',
          isError: results.some((r) => r.isError),
          hasMore: last ? hasMorePages(last) && loaded.length === results.length : false,
          totalCount: loaded[0]?.totalCount ?? null,
          refetch: () => results.forEach((r) => r.isError && void r.refetch()),
        };
      },
    }),
  );
}

/** The session's favourite node ids (strings), newest first. */
export function useFavouriteIds() {
  return useApiQuery(
    favouriteIds,
    { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE },
    { silent: true, staleTime: 60_000 },
  );
}

/** The session's recent games (home block). */
export function useRecentGames(pageSize: number) {
  const language = useLanguage();
  return useApiQuery(
    recentGames,
    { page: 1, pageSize, language, clientType: CLIENT_TYPE },
    { silent: true },
  );
}

/** Reads a cached list kept in localStorage (`lottList`, `elottList`), if it is there. */
function cachedList<T>(key: string): T | undefined {
  return local.getJson<T>(key) ?? undefined;
}

function useCachedInLocalStorage(key: string, data: unknown, updatedAt: number) {
  useEffect(() => {
    if (data && updatedAt > 0) local.set(key, JSON.stringify(data));
  }, [key, data, updatedAt]);
}

/** Lottery games (TCG lotto); cached in localStorage `lottList` (spec §7). */
export function useLotteryGames() {
  const language = useLanguage();
  const query = useApiQuery(
    lotteryGames,
    { language },
    {
      staleTime: CATALOGUE_STALE_MS,
      initialData: () => cachedList<ResponseOf<typeof lotteryGames>>(LocalKey.lottList),
      initialDataUpdatedAt: 0,
    },
  );
  useCachedInLocalStorage(LocalKey.lottList, query.data, query.dataUpdatedAt);
  return query;
}

/** Vietnamese lottery regions and games; cached in localStorage `elottList`. */
export function useVnLotteryMenu() {
  const language = useLanguage();
  const query = useApiQuery(
    vnLotteryMenu,
    { language },
    {
      staleTime: CATALOGUE_STALE_MS,
      initialData: () => cachedList<ResponseOf<typeof vnLotteryMenu>>(LocalKey.elottList),
      initialDataUpdatedAt: 0,
    },
  );
  useCachedInLocalStorage(LocalKey.elottList, query.data, query.dataUpdatedAt);
  return query;
}

/** The session's recent Vietnamese lottery games. */
export function useVnLotteryRecent() {
  const language = useLanguage();
  return useApiQuery(vnLotteryRecent, { language, limit: 6 }, { silent: true });
}

/** Winner board: 20 biggest recent wins (sorted again by the board, biggest first). */
export const WINNER_BOARD_LIMIT = 20;
export function useWinnerBoard() {
  const language = useSettledLanguage();
  return useApiQuery(
    winnerBoard,
    { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT },
    { silent: true, staleTime: 60_000, placeholderData: keepPreviousData },
  );
}

/** The progressive jackpot pool the home ticker starts from. */
export function useJackpotPool() {
  const language = useLanguage();
  return useApiQuery(jackpot, { language }, { silent: true, staleTime: Infinity });
}

/** The game lobby's news in the player's language, newest first (`GLS2_lobbyNews`). */
export function useLobbyNews(pageSize: number) {
  const language = useLanguage();
  return useApiQuery(
    lobbyNews,
    { language, pageNo: 1, pageSize },
    { silent: true, staleTime: CATALOGUE_STALE_MS, placeholderData: keepPreviousData },
  );
}

/** The lotteries most played on their open draw (`/lgw/games/popular`). */
export function usePopularLotteries() {
  const language = useLanguage();
  return useApiQuery(popularLotteries, { language }, { silent: true, staleTime: 60_000 });
}

const favouriteIdsKey = apiQueryKey(favouriteIds, {
  pageNo: 1,
  pageSize: FAVOURITE_IDS_PAGE_SIZE,
});
const isFavouriteList = (key: readonly unknown[]) => key[1] === 'favouriteList';

export interface FavouriteChange {
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;
  action: 'add' | 'remove';
}

interface FavouriteSnapshot {
  ids: readonly string[] | undefined;
  lists: [readonly unknown[], GamePage | undefined][];
}

/**
 * Adds or removes a favourite: the heart (and, on removal, the shown favourites) change at once
 * and are put back if the server refuses; the favourite lists are read again after.
 */
export function useChangeFavourite() {
  return useMutation<unknown, Error, FavouriteChange, FavouriteSnapshot>({
    mutationFn: ({ game, action }) => {
      const params = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return api.call(action === 'add' ? addFavourite : removeFavourite, params);
    },
    onMutate: async ({ game, action }) => {
      await queryClient.cancelQueries({ queryKey: favouriteIdsKey });
      const snapshot: FavouriteSnapshot = {
        ids: queryClient.getQueryData<string[]>(favouriteIdsKey),
        lists: queryClient.getQueriesData<GamePage>({
          predicate: (q) => isFavouriteList(q.queryKey),
        }),
      };
      queryClient.setQueryData<readonly string[]>(favouriteIdsKey, (old = []) =>
        action === 'add' ? withFavourite(old, game.nodeId) : withoutFavourite(old, game.nodeId),
      );
      if (action === 'remove') {
        queryClient.setQueriesData<GamePage>(
          { predicate: (q) => isFavouriteList(q.queryKey) },
          (page) => (page ? { ...page, games: withoutGame(page.games, game.nodeId) } : page),
        );
      }
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(favouriteIdsKey, snapshot.ids);
      for (const [key, page] of snapshot.lists) queryClient.setQueryData(key, page);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ predicate: (q) => isFavouriteList(q.queryKey) });
    },
  });
}
