import {
  apiGameType,
  BINGO_CLASSIFY,
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  IN_HOUSE_VENDORS,
} from './categories';

/**
 * The game list screen's state (spec 2 §4 "Game list data mode"), as a pure reducer: the site keeps
 * it in `useReducer` and derives the server request from it with {@link gameListRequest}.
 */

/** Which list shows: everything, hot games, favourites, recent games, or a filtered list. */
export type ListMode = 'all' | 'hot' | 'fav' | 'recent' | 'filter';
/** The tabs over the list. */
export const LIST_TABS = ['all', 'recent', 'hot', 'fav', 'filter'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** 35 games a page on the lobby list (home), 24 on the game list pages (spec §9). */
export const LOBBY_PAGE_SIZE = 35;
export const LIST_PAGE_SIZE = 24;
/** Home shows the first 24 hot games until "show all". */
export const HOT_PREVIEW_COUNT = 24;
/** Favourite ids are read 100 at a time. */
export const FAVOURITE_IDS_PAGE_SIZE = 100;
/** The classification menu shows an expand toggle above this many entries. */
export const CLASSIFY_COLLAPSED_COUNT = 4;
/** Classification entries that are not classes of the catalogue. */
export const CLASSIFY_ALL = 'ALL';
export const CLASSIFY_NEW = 'NEW';
export const CLASSIFY_HOT = 'HOT';
export const CLASSIFY_FAV = 'FAV';
export const CLASSIFY_RECENT = 'RECENT';

/** The fields of the filter panel. Empty text, null or an empty list means "not set". */
export interface GameFilter {
  gameClassify: string;
  minBet: number | null;
  minLine: number | null;
  vassalage: readonly string[];
}
export type GameFilterField = keyof GameFilter;

export interface GameListState extends GameFilter {
  /** The category the screen was opened for: RNG, LIVE, INHOUSE, BINGO, ESPORTS... ('' = every type). */
  category: string;
  /** The game type sent to the platform ('' = every type). */
  gameType: string;
  /** Vendors the category is limited to (in-house, esports, cockfight); never cleared. */
  baseVendors: readonly string[];
  mode: ListMode;
  gameName: string;
  /** Pages loaded so far, from 1. */
  page: number;
  filterOpen: boolean;
}

export interface GameListStart {
  /** Category or game type; '' lists every type. */
  category?: string;
  /** The `type` query: a classification key such as ROU or BAC. */
  classify?: string;
  /** The `vassalage` query: a vendor code or a comma list. */
  vendors?: string | readonly string[];
  /** The list to start on (favourites for /m/fav-games). */
  mode?: ListMode;
}

export function emptyGameFilter(): GameFilter {
  return { gameClassify: '', minBet: null, minLine: null, vassalage: [] };
}

/** Whether no filter field is set. */
export function isFilterEmpty(f: GameFilter): boolean {
  return !f.gameClassify && f.minBet === null && f.minLine === null && f.vassalage.length === 0;
}

const codeList = (v: string | readonly string[] | undefined): string[] =>
  (typeof v === 'string' ? v.split(',') : [...(v ?? [])])
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/**
 * The state a game list opens in. BINGO is RNG with classification BG; INHOUSE is RNG limited to the
 * in-house vendors; ESPORTS and COCKFIGHT are SPORTS limited to their vendors.
 */
export function initialGameListState(start: GameListStart = {}): GameListState {
  const category = (start.category ?? '').trim().toUpperCase();
  let baseVendors: string[] = [];
  let gameClassify = (start.classify ?? '').trim().toUpperCase();
  if (category === 'INHOUSE') baseVendors = [...IN_HOUSE_VENDORS];
  if (category === 'ESPORTS') baseVendors = [...ESPORTS_VENDORS];
  if (category === 'COCKFIGHT') baseVendors = [...COCKFIGHT_VENDORS];
  if (category === 'BINGO' && !gameClassify) gameClassify = BINGO_CLASSIFY;
  if (gameClassify === CLASSIFY_ALL) gameClassify = '';
  return {
    category,
    gameType: category ? apiGameType(category) : '',
    baseVendors,
    mode: start.mode ?? 'all',
    gameName: '',
    gameClassify,
    minBet: null,
    minLine: null,
    vassalage: codeList(start.vendors),
    page: 1,
    filterOpen: false,
  };
}

export type GameListAction =
  | { type: 'tab'; tab: ListTab }
  | { type: 'vendors'; vendors: readonly string[] }
  | { type: 'search'; gameName: string }
  | { type: 'classify'; key: string }
  | { type: 'openFilter' }
  | { type: 'closeFilter' }
  | { type: 'applyFilter'; filter: GameFilter }
  | { type: 'clearFilterField'; field: GameFilterField }
  | { type: 'more' }
  | { type: 'restart'; start: GameListStart };

/**
 * The list's mode once a tab is pressed: the active tab goes back to all; the filter tab, from
 * another mode, only opens its panel (the mode changes when the panel is applied).
 */
export function listModeAfterTab(mode: ListMode, tab: ListTab): ListMode {
  if (tab === 'filter' && mode !== 'filter') return mode;
  return tab === mode ? 'all' : tab;
}

/** A filtered list whose every field is now empty is the full list again. */
function settle(s: GameListState): GameListState {
  return s.mode === 'filter' && isFilterEmpty(s) ? { ...s, mode: 'all' } : s;
}

/** The list starts over: page 1 (the site reloads whenever the request changes). */
const fresh = (s: GameListState): GameListState => ({ ...s, page: 1 });

export function gameListReducer(state: GameListState, action: GameListAction): GameListState {
  switch (action.type) {
    case 'tab': {
      if (action.tab === 'filter' && state.mode !== 'filter') return { ...state, filterOpen: true };
      // Any tab change clears vendor, name and min bet.
      const mode = listModeAfterTab(state.mode, action.tab);
      const next: GameListState = {
        ...state,
        mode,
        vassalage: [],
        gameName: '',
        minBet: null,
        filterOpen: false,
      };
      // Leaving the filtered list leaves its panel fields behind as well.
      if (state.mode === 'filter') Object.assign(next, { gameClassify: '', minLine: null });
      return fresh(next);
    }
    case 'vendors': {
      const vassalage = codeList(action.vendors);
      const fromHotOrFav = state.mode === 'hot' || state.mode === 'fav';
      return fresh(
        settle({ ...state, vassalage, gameClassify: fromHotOrFav ? '' : state.gameClassify }),
      );
    }
    case 'search':
      return fresh({ ...state, gameName: action.gameName.trim() });
    case 'classify': {
      const key = classificationAfterChoice(action.key);
      if (key === CLASSIFY_HOT) return fresh({ ...state, mode: 'hot' });
      if (key === CLASSIFY_FAV) return fresh({ ...state, mode: 'fav' });
      if (key === CLASSIFY_RECENT) return fresh({ ...state, mode: 'recent' });
      const gameClassify = key === CLASSIFY_ALL ? '' : key;
      const mode: ListMode = state.mode === 'filter' ? 'filter' : 'all';
      return fresh(settle({ ...state, mode, gameClassify }));
    }
    case 'openFilter':
      return { ...state, filterOpen: true };
    case 'closeFilter':
      return { ...state, filterOpen: false };
    case 'applyFilter': {
      const f = action.filter;
      const filter: GameFilter = {
        gameClassify: f.gameClassify.trim().toUpperCase(),
        minBet: f.minBet,
        minLine: f.minLine,
        vassalage: codeList(f.vassalage),
      };
      return fresh({
        ...state,
        ...filter,
        mode: isFilterEmpty(filter) ? 'all' : 'filter',
        filterOpen: false,
      });
    }
    case 'clearFilterField': {
      const cleared = emptyGameFilter()[action.field];
      return fresh(settle({ ...state, [action.field]: cleared }));
    }
    case 'more':
      return { ...state, page: state.page + 1 };
    case 'restart':
      return initialGameListState(action.start);
  }
}

/** The filter fields of a state (what the panel opens with). */
export function filterOf(s: GameFilter): GameFilter {
  return {
    gameClassify: s.gameClassify,
    minBet: s.minBet,
    minLine: s.minLine,
    vassalage: [...s.vassalage],
  };
}

/** Favourites and recent games need a session; a visitor choosing them goes to log in. */
export function tabNeedsSession(tab: ListTab | ListMode): boolean {
  return tab === 'fav' || tab === 'recent';
}

/** The vendors the request is limited to: the chosen ones, else the category's own. */
export function effectiveVendors(s: GameListState): string[] {
  return s.vassalage.length ? [...s.vassalage] : [...s.baseVendors];
}

/** The call and parameters for one page of the list. */
export type GameListRequest =
  | {
      call: 'gameList';
      params: {
        gameType: string;
        vassalage: string;
        gameClassify: string;
        gameName: string;
        minBet: number | undefined;
        minLine: number | undefined;
        isNew: '1' | '';
        pageNo: number;
        pageSize: number;
      };
    }
  /** Hot games come as one list; the name is matched on the device. */
  | { call: 'hotGames'; params: { gameType: string; vassalage: string }; gameName: string }
  | {
      call: 'favouriteList';
      params: { gameType: string; vendor: string; pageNo: number; pageSize: number };
    }
  | {
      call: 'recentGames';
      params: { gameType: string; vendor: string; page: number; pageSize: number };
    };

/** The request for page `pageNo` (from 1) of the list the state describes. */
export function gameListRequest(
  s: GameListState,
  pageNo: number,
  pageSize: number,
): GameListRequest {
  const vendors = effectiveVendors(s).join(',');
  switch (s.mode) {
    case 'hot':
      return {
        call: 'hotGames',
        params: { gameType: s.gameType, vassalage: vendors },
        gameName: s.gameName,
      };
    case 'fav':
      return {
        call: 'favouriteList',
        params: { gameType: s.gameType, vendor: vendors, pageNo, pageSize },
      };
    case 'recent':
      return {
        call: 'recentGames',
        params: { gameType: s.gameType, vendor: vendors, page: pageNo, pageSize },
      };
    case 'all':
    case 'filter': {
      const isNew = s.gameClassify === CLASSIFY_NEW;
      return {
        call: 'gameList',
        params: {
          gameType: s.gameType,
          vassalage: vendors,
          gameClassify: isNew ? '' : s.gameClassify,
          gameName: s.gameName,
          minBet: s.minBet ?? undefined,
          minLine: s.minLine ?? undefined,
          isNew: isNew ? '1' : '',
          pageNo,
          pageSize,
        },
      };
    }
  }
}

/**
 * The classification menu: all, new, then the type's own classes (keys, upper case, once each).
 * `expandable` says whether the menu needs its expand toggle (more than 4 entries).
 */
export function classificationMenu(classKeys: readonly string[]): {
  entries: string[];
  expandable: boolean;
} {
  const entries = [CLASSIFY_ALL, CLASSIFY_NEW];
  for (const k of classKeys) {
    const key = k.trim().toUpperCase();
    if (key && !entries.includes(key)) entries.push(key);
  }
  return { entries, expandable: entries.length > CLASSIFY_COLLAPSED_COUNT };
}

/** The classification menu's chosen entry once `key` is chosen (as {@link activeClassification}). */
export function classificationAfterChoice(key: string): string {
  return key.trim().toUpperCase() || CLASSIFY_ALL;
}

/** The classification entry marked as chosen: HOT/FAV/RECENT in those modes, else the class or all. */
export function activeClassification(s: GameListState): string {
  if (s.mode === 'hot') return CLASSIFY_HOT;
  if (s.mode === 'fav') return CLASSIFY_FAV;
  if (s.mode === 'recent') return CLASSIFY_RECENT;
  return s.gameClassify || CLASSIFY_ALL;
}
