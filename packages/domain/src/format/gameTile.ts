/** Lottery game types: their tiles carry no favourite heart. */
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** Whether a game tile offers the favourite heart: every game type except lottery. */
export function gameShowsFavourite(gameType: string | null | undefined): boolean {
  return !LOTTERY_GAME_TYPES.includes((gameType ?? '').trim().toUpperCase());
}

/** A game tile's artwork backdrop, one of four theme gradients. */
export type TileTheme = 1 | 2 | 3 | 4;

/**
 * A tile theme for a game that stays the same between renders and visits: the spec picks it at
 * random, so any stable spread over 1-4 serves; this one hashes the game's id.
 */
export function tileThemeFor(id: string | number): TileTheme {
  let hash = 0;
  for (const ch of String(id)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return ((hash % 4) + 1) as TileTheme;
}
