/** Game-name search (spec 2 §5): typing searches 600 ms after the last key; Enter at most once a second. */
export const SEARCH_DEBOUNCE_MS = 600;
export const SEARCH_THROTTLE_MS = 1000;

/** Whether an Enter press searches now: not within a second of the last search it started. */
export function enterSearches(lastEnterAt: number | null, now: number): boolean {
  return lastEnterAt === null || now - lastEnterAt >= SEARCH_THROTTLE_MS;
}

/**
 * Games whose name contains the text, ignoring case and surrounding spaces; an empty text keeps
 * the whole list (the hot-games page search runs on the device).
 */
export function filterGamesByName<T extends { gameName: string }>(
  games: readonly T[],
  text: string,
): T[] {
  const q = text.trim().toLocaleLowerCase();
  if (!q) return [...games];
  return games.filter((g) => g.gameName.toLocaleLowerCase().includes(q));
}

/** The first `count` games, or all of them once expanded (home hot list: 24 first). */
export function previewGames<T>(games: readonly T[], expanded: boolean, count: number): T[] {
  return expanded ? [...games] : games.slice(0, count);
}

/** Whether the show-all / show-fewer toggle is worth showing. */
export function hasPreviewToggle(total: number, count: number): boolean {
  return total > count;
}
