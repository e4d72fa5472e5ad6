/** Favourite node ids as the platform keeps them: strings, newest first (spec 2 §3). */

/** The ids with one more favourite; adding one that is already there changes nothing. */
export function withFavourite(ids: readonly string[], nodeId: string | number): readonly string[] {
  const id = String(nodeId);
  return ids.includes(id) ? ids : [id, ...ids];
}

/** The ids without a favourite. */
export function withoutFavourite(
  ids: readonly string[],
  nodeId: string | number,
): readonly string[] {
  const id = String(nodeId);
  return ids.includes(id) ? ids.filter((x) => x !== id) : ids;
}

/** What the heart does: ask to log in, add, or remove (spec 2 §4 Favourite). */
export type FavouriteAction = 'login' | 'add' | 'remove';

export function favouriteAction(
  loggedIn: boolean,
  ids: readonly string[],
  nodeId: string | number,
): FavouriteAction {
  if (!loggedIn) return 'login';
  return ids.includes(String(nodeId)) ? 'remove' : 'add';
}

/** A page of games without the one just removed (the favourites list updates before the server). */
export function withoutGame<T extends { nodeId: string | number }>(
  games: readonly T[],
  nodeId: string | number,
): T[] {
  return games.filter((g) => String(g.nodeId) !== String(nodeId));
}
