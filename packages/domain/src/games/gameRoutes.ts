import { categoryArea } from './categories';
import type { GameListStart } from './gameListState';

/** The game type a game list path shows when its query names none (spec 2 §2). */
export const DEFAULT_GAME_TYPE = 'RNG';
/** The all-providers page: every type's vendors, and every type's games until one is chosen. */
export const PROVIDER_PAGE = '/m/provider';

/** Category of each game list path; the other paths (/m/gameList) read the `gameType` query. */
const PATH_CATEGORIES: Readonly<Record<string, GameListStart>> = {
  '/m/live-games': { category: 'LIVE' },
  '/m/poker-games': { category: 'PVP' },
  '/m/sport-games': { category: 'SPORTS' },
  '/m/slot-games': { category: 'RNG' },
  '/m/fishing-games': { category: 'FISH' },
  '/m/esport-games': { category: 'ESPORTS' },
  '/m/roulette': { category: 'LIVE', classify: 'ROU' },
  '/m/baccarat': { category: 'LIVE', classify: 'BAC' },
  '/m/inHouse': { category: 'INHOUSE' },
  '/m/fav-games': { category: '', mode: 'fav' },
  '/m/lott': { category: 'LOTT' },
  '/m/elott': { category: 'ELOTT' },
};

export interface GameListRoute {
  /** How the list starts. */
  start: GameListStart;
  /** Lottery, sports and esports paths show vendor or lottery cards instead of a game list. */
  view: 'games' | 'cards';
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * What a game list path shows. The path decides the category where it names one; otherwise the
 * `gameType` query (default RNG; on the all-providers page, every type). `type` (classification) and `vassalage` (vendor) queries apply
 * on every path.
 */
export function gameListRouteOf(
  pathname: string,
  query: { get(name: string): string | null },
): GameListRoute {
  const fixed = PATH_CATEGORIES[trimSlash(pathname)];
  const classify = query.get('type')?.trim() || undefined;
  const vendors = query.get('vassalage')?.trim() || undefined;
  const asked = query.get('gameType')?.trim().toUpperCase();
  const path = trimSlash(pathname);
  const category = fixed?.category ?? (asked || (path === PROVIDER_PAGE ? '' : DEFAULT_GAME_TYPE));
  const start: GameListStart = {
    category,
    classify: classify ?? fixed?.classify,
    vendors,
    mode: fixed?.mode,
  };
  // On a page of its own, cockfight lists its vendors' cards like sports do.
  const area = categoryArea(category);
  return { start, view: area === 'cards' || area === 'nothing' ? 'cards' : 'games' };
}
