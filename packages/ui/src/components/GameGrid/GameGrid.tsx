import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type Ref,
} from 'react';
import { GameTile, type GameTileProps } from '../GameTile/GameTile';
import * as css from './GameGrid.css';
import { cx } from '../../theme/cx';

/** Columns of the grid (`css.grid`). */
const COLUMNS = 3;
/**
 * From this many games on, a `virtualise` grid draws only the rows near the view (`VirtualRows`,
 * loaded then); below it every tile is, as the cost of a few screens of tiles is small.
 */
export const VIRTUAL_FROM = 60;

type VirtualRowsModule = typeof import('./VirtualRows');
type VirtualRowsProps = import('./VirtualRows').VirtualRowsProps;
let virtualRowsModule: VirtualRowsModule | undefined;

/**
 * Whether the virtualised rows are there to draw a long grid: their code (and the virtualiser's)
 * is loaded the first time a grid is long, in no page's first load; the grid is drawn whole
 * until then.
 */
function useVirtualRows(long: boolean): boolean {
  const [loaded, setLoaded] = useState(virtualRowsModule);
  useEffect(() => {
    if (!long || loaded) return;
    let current = true;
    void import('./VirtualRows').then((m) => {
      virtualRowsModule = m;
      if (current) setLoaded(m);
    });
    return () => {
      current = false;
    };
  }, [long, loaded]);
  return long && loaded !== undefined;
}

/** `VirtualRows`, once `useVirtualRows` has loaded it. */
function LoadedVirtualRows(props: VirtualRowsProps) {
  const { VirtualRows } = virtualRowsModule as VirtualRowsModule;
  return <VirtualRows {...props} />;
}

/** One game as the grid draws it: tile props without the callbacks, plus a stable id. */
export interface GameGridItem extends Omit<
  GameTileProps,
  'onLaunch' | 'onDetails' | 'onToggleFavourite' | 'onFreePlay' | 'className'
> {
  id: string;
}

export interface GameGridProps<T extends GameGridItem = GameGridItem> {
  /** Keep unchanged games the same objects between renders: only new or changed ones redraw. */
  games: readonly T[];
  onLaunch: (game: T) => void;
  /** A long press on a tile: that game's details. */
  onDetails?: (game: T) => void;
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
  /**
   * A list that grows without bound (paged with "More"): from `VIRTUAL_FROM` games on only the
   * rows near the view are in the page. Off for short lists (a block of hot games), drawn whole.
   */
  virtualise?: boolean;
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

interface GridCallbacks<T> {
  onLaunch: (game: T) => void;
  onDetails?: (game: T) => void;
  onToggleFavourite?: (game: T) => void;
  onFreePlay?: (game: T) => void;
}

interface GameCellProps<T extends GameGridItem> {
  game: T;
  /** In a virtualised grid: the game's place in the list (1-based) and the list's length. */
  position?: number;
  setSize?: number;
  eager: boolean;
  hasHeart: boolean;
  hasFreePlay: boolean;
  hasDetails: boolean;
  /** The grid's latest callbacks: new callbacks from the page do not redraw every tile. */
  callbacks: RefObject<GridCallbacks<T>>;
}

function GameCellBase<T extends GameGridItem>({
  game,
  position,
  setSize,
  eager,
  hasHeart,
  hasFreePlay,
  hasDetails,
  callbacks,
}: GameCellProps<T>) {
  const { id: _id, ...tile } = game;
  const placed =
    position === undefined
      ? undefined
      : {
          gridRow: Math.floor((position - 1) / COLUMNS) + 1,
          gridColumn: ((position - 1) % COLUMNS) + 1,
        };
  return (
    <li
      className={placed ? css.placedCell : css.cell}
      style={placed}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <GameTile
        {...tile}
        eager={eager}
        onLaunch={() => callbacks.current.onLaunch(game)}
        onDetails={hasDetails ? () => callbacks.current.onDetails?.(game) : undefined}
        onToggleFavourite={hasHeart ? () => callbacks.current.onToggleFavourite?.(game) : undefined}
        onFreePlay={hasFreePlay ? () => callbacks.current.onFreePlay?.(game) : undefined}
      />
    </li>
  );
}

/** A tile redraws only when its game object or its buttons change. */
const GameCell = memo(GameCellBase) as typeof GameCellBase;

/**
 * Game tiles in three columns. Off-screen tiles skip rendering work; a `virtualise` grid of
 * `VIRTUAL_FROM` games or more has only the rows near the view in the page (the page's height
 * stays the whole list's, each tile says its place in the list, and a focused tile stays).
 */
export function GameGrid<T extends GameGridItem>({
  games,
  onLaunch,
  onDetails,
  onToggleFavourite,
  onFreePlay,
  offersFreePlay,
  label,
  more,
  empty,
  eagerTiles = 0,
  virtualise = false,
  className,
  ref,
}: GameGridProps<T>) {
  const callbacks = useRef<GridCallbacks<T>>({
    onLaunch,
    onDetails,
    onToggleFavourite,
    onFreePlay,
  });
  useLayoutEffect(() => {
    callbacks.current = { onLaunch, onDetails, onToggleFavourite, onFreePlay };
  });
  const list = useRef<HTMLUListElement>(null);
  const virtual = useVirtualRows(virtualise && games.length >= VIRTUAL_FROM);
  if (games.length === 0) {
    return empty ? <div className={className}>{empty}</div> : null;
  }
  const cell = (index: number, placed: boolean) => {
    const game = games[index] as T;
    return (
      <GameCell
        key={game.id}
        game={game}
        position={placed ? index + 1 : undefined}
        setSize={placed ? games.length : undefined}
        eager={index < eagerTiles}
        hasHeart={Boolean(onToggleFavourite)}
        hasFreePlay={Boolean(onFreePlay) && (offersFreePlay?.(game) ?? true)}
        hasDetails={Boolean(onDetails)}
        callbacks={callbacks}
      />
    );
  };
  const rows = Math.ceil(games.length / COLUMNS);
  return (
    <div ref={ref} className={cx(css.root, className)}>
      <ul
        ref={list}
        className={css.grid}
        aria-label={label}
        // Every row a tile high, drawn or not: the list's whole height from the start.
        style={virtual ? { gridTemplateRows: `repeat(${rows}, 1fr)` } : undefined}
      >
        {virtual ? (
          <LoadedVirtualRows
            list={list}
            count={games.length}
            columns={COLUMNS}
            renderCell={(index) => cell(index, true)}
          />
        ) : (
          games.map((_, index) => cell(index, false))
        )}
      </ul>
      {more && <div className={css.more}>{more}</div>}
    </div>
  );
}
