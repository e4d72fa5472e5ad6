import type { Game } from '@playdeck/contract';
import { tileThemeFor } from '@playdeck/domain';
import type { GameGridItem } from '@playdeck/ui';

/** A game as the grid draws it; the original game rides along for the callbacks. */
export interface GameTileItem extends GameGridItem {
  game: Game;
}

export interface TileText {
  hotLabel: string;
  freePlayLabel: string;
  favouriteLabel: (name: string) => string;
}

/**
 * The last tile made for each game object. Answers keep their game objects while cached, so when
 * More appends a page (or one heart changes) the other tiles stay the same objects and the grid
 * does not redraw them.
 */
const madeTiles = new WeakMap<Game, GameTileItem>();

function sameTile(a: GameTileItem, b: GameTileItem): boolean {
  return (
    a.favourite === b.favourite &&
    a.hotLabel === b.hotLabel &&
    a.freePlayLabel === b.freePlayLabel &&
    a.favouriteLabel === b.favouriteLabel
  );
}

/** Turns platform games into tiles: artwork, vendor name, hot ribbon, heart state, theme 1-4. */
export function toTiles(
  games: readonly Game[],
  favourites: ReadonlySet<string>,
  text: TileText,
): GameTileItem[] {
  return games.map((g) => {
    const tile: GameTileItem = {
      id: g.nodeId,
      game: g,
      name: g.gameName,
      vendor: g.displayName ?? g.vassalage,
      imageUrl: g.iconUrl ?? g.showIcon ?? null,
      isHot: g.isHot === 1 ? 1 : 0,
      hotLabel: text.hotLabel,
      gameType: g.gameType,
      favourite: favourites.has(String(g.nodeId)),
      favouriteLabel: text.favouriteLabel(g.gameName),
      tileTheme: tileThemeFor(g.nodeId),
      freePlayLabel: text.freePlayLabel,
    };
    const made = madeTiles.get(g);
    if (made && sameTile(made, tile)) return made;
    madeTiles.set(g, tile);
    return tile;
  });
}
