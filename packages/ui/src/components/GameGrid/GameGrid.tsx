import { memo, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
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
  /** Keep unchanged games the same objects between renders: only new or changed ones redraw. */
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
  /** How many first tiles are in view when the page opens: their artwork loads at once. */
  eagerTiles?: number;
  className?: string;
}

interface GridCallbacks<T> {
  onLaunch: (game: T) => void;
  onToggleFavourite?: (game: T) => void;
  onFreePlay?: (game: T) => void;
}

interface GameCellProps<T extends GameGridItem> {
  game: T;
  eager: boolean;
  hasHeart: boolean;
  hasFreePlay: boolean;
  /** The grid's latest callbacks: new callbacks from the page do not redraw every tile. */
  callbacks: RefObject<GridCallbacks<T>>;
}

function GameCellBase<T extends GameGridItem>({
  game,
  eager,
  hasHeart,
  hasFreePlay,
  callbacks,
}: GameCellProps<T>) {
  const { id: _id, ...tile } = game;
  return (
    <li className={css.cell}>
      <GameTile
        {...tile}
        eager={eager}
        onLaunch={() => callbacks.current.onLaunch(game)}
        onToggleFavourite={hasHeart ? () => callbacks.current.onToggleFavourite?.(game) : undefined}
        onFreePlay={hasFreePlay ? () => callbacks.current.onFreePlay?.(game) : undefined}
      />
    </li>
  );
}

/** A tile redraws only when its game object or its buttons change. */
const GameCell = memo(GameCellBase) as typeof GameCellBase;

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
  eagerTiles = 0,
  className,
}: GameGridProps<T>) {
  const callbacks = useRef<GridCallbacks<T>>({ onLaunch, onToggleFavourite, onFreePlay });
  useLayoutEffect(() => {
    callbacks.current = { onLaunch, onToggleFavourite, onFreePlay };
  });
  if (games.length === 0) {
    return empty ? <div className={className}>{empty}</div> : null;
  }
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      <ul className={css.grid} aria-label={label}>
        {games.map((game, index) => (
          <GameCell
            key={game.id}
            game={game}
            eager={index < eagerTiles}
            hasHeart={Boolean(onToggleFavourite)}
            hasFreePlay={Boolean(onFreePlay) && (offersFreePlay?.(game) ?? true)}
            callbacks={callbacks}
          />
        ))}
      </ul>
      {more && <div className={css.more}>{more}</div>}
    </div>
  );
}
