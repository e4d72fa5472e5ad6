import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import type { Game } from '@playdeck/contract';
import { offersFreePlay } from '@playdeck/domain';
import { useGameDetails } from './gameDetails';
import { toTiles, type GameTileItem } from './gameTiles';
import { useFavourites } from './useFavourites';
import { useGameLaunch } from './useGameLaunch';

/**
 * Everything a `GameGrid` of platform games needs: tiles, launch, free play, the heart and the
 * details a long press opens.
 */
export function useGameGrid(games: readonly Game[], category?: string) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const { launch } = useGameLaunch();
  const tiles = useMemo(
    () =>
      toTiles(games, favourites.ids, {
        hotLabel: t('games.tile.hot'),
        freePlayLabel: t('games.tile.freePlay'),
        favouriteLabel: (name) => t('games.tile.favourite', { name }),
      }),
    [games, favourites.ids, t],
  );
  const onLaunch = useCallback(
    (tile: GameTileItem) => void launch(tile.game, { category }),
    [launch, category],
  );
  const onFreePlay = useCallback(
    (tile: GameTileItem) => void launch(tile.game, { freePlay: true, category }),
    [launch, category],
  );
  const show = useGameDetails((s) => s.show);
  const onDetails = useCallback(
    (tile: GameTileItem) => show(tile.game, category),
    [show, category],
  );
  const { toggle } = favourites;
  const onToggleFavourite = useCallback((tile: GameTileItem) => toggle(tile.game), [toggle]);
  return {
    games: tiles,
    onLaunch,
    onDetails,
    onFreePlay,
    onToggleFavourite,
    offersFreePlay: (tile: GameTileItem) => offersFreePlay(tile.game),
  };
}
