import { GameTile } from '@playdeck/ui';
import type { Game } from '@playdeck/contract';
import { useTranslation } from '../../i18n';
import { LazySlideCarousel } from '../../lib/LazySlideCarousel';
import { useGameGrid } from './useGameGrid';

export interface GameCarouselProps {
  games: readonly Game[];
  /** The carousel's name, e.g. "Slots". */
  label: string;
  /** The category the games are launched from. */
  category?: string;
}

/**
 * Games three at a time in a carousel that moves on every 8 s (spec 2 §9), with a pause button:
 * a tap launches, a long press opens the game's details, the heart and free play as on a grid.
 */
export function GameCarousel({ games, label, category }: GameCarouselProps) {
  const { t } = useTranslation();
  const grid = useGameGrid(games, category);
  return (
    <LazySlideCarousel
      label={label}
      slides={grid.games.map((tile) => {
        const { id, game: _game, ...look } = tile;
        return {
          id,
          content: (
            <GameTile
              {...look}
              onLaunch={() => grid.onLaunch(tile)}
              onDetails={() => grid.onDetails(tile)}
              onToggleFavourite={() => grid.onToggleFavourite(tile)}
              onFreePlay={grid.offersFreePlay(tile) ? () => grid.onFreePlay(tile) : undefined}
            />
          ),
        };
      })}
      previousLabel={t('games.carousel.previous', { name: label })}
      nextLabel={t('games.carousel.next', { name: label })}
      pauseLabel={t('games.carousel.pause', { name: label })}
      playLabel={t('games.carousel.play', { name: label })}
      slideLabel={(position, total) => t('games.home.slide', { position, total })}
    />
  );
}
