import type { ReactNode } from 'react';
import { GameTile, type GameTileProps } from '../GameTile/GameTile';
import * as css from './GameGrid.css';

/** One game as the grid draws it: tile props without the callbacks, plus a stable id. */
export interface GameGridItem extends Omit<
  GameTileProps,
  'onLaunch' | 'onToggleFavourite' | 'onFreePlay' | 'className'
> {
  id: string;
}

export interface GameGridProps<T extends GameGridItem = GameGridItem> {
  games: readonly T[];
  onLaunch: (game: T) => void;
  /** Without it tiles have no heart. */
  onToggleFavourite?: (game: T) => void;
  /** Free play for the games it answers true for (`offersFreePlay`); others get no button. */
  onFreePlay?: (game: T) => void;
  offersFreePlay?: (game: T) => boolean;
  /** Accessible name of the list, e.g. "Hot games". */
  label?: string;
  /** Under the grid while there are games, e.g. a "More" button. */
  more?: ReactNode;
  /** Shown instead of the grid when there are no games, e.g. an EmptyState. */
  empty?: ReactNode;
  className?: string;
}

/** Game tiles in three columns; long lists stay cheap because off-screen tiles skip rendering work. */
export function GameGrid<T extends GameGridItem>({
  games,
  onLaunch,
  onToggleFavourite,
  onFreePlay,
  offersFreePlay,
  label,
  more,
  empty,
  className,
}: GameGridProps<T>) {
  if (games.length === 0) {
    return empty ? <div className={className}>{empty}</div> : null;
  }
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      <ul className={css.grid} aria-label={label}>
        {games.map((game) => {
          const { id, ...tile } = game;
          return (
            <li key={id} className={css.cell}>
              <GameTile
                {...tile}
                onLaunch={() => onLaunch(game)}
                onToggleFavourite={onToggleFavourite && (() => onToggleFavourite(game))}
                onFreePlay={
                  onFreePlay && (offersFreePlay?.(game) ?? true)
                    ? () => onFreePlay(game)
                    : undefined
                }
              />
            </li>
          );
        })}
      </ul>
      {more && <div className={css.more}>{more}</div>}
    </div>
  );
}
