import { gameShowsFavourite, type TileTheme } from '@playdeck/domain';
import { useState, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { useLongPress } from './useLongPress';
import * as css from './GameTile.css';
import { cx } from '../../theme/cx';

export interface GameTileProps {
  /** Game name, shown on one line. */
  name: string;
  /** Vendor label under the name. */
  vendor?: string;
  imageUrl?: string | null;
  /** Tried when the artwork fails; after that a game glyph shows. */
  fallbackImageUrl?: string;
  /** The game's hot flag (1 = hot) or a boolean. */
  isHot?: 0 | 1 | boolean;
  /** Text of the hot ribbon. */
  hotLabel?: string;
  /** The game's type: lottery types (LOTT, ELOTT) get no heart. */
  gameType?: string;
  favourite?: boolean;
  /** Accessible name of the heart; defaults to "Favourite <name>". */
  favouriteLabel?: string;
  /** Which of the four theme gradients sits behind the artwork. */
  tileTheme?: TileTheme;
  /** Intrinsic size of the artwork, for the image's width and height attributes. */
  imageSize?: number;
  /**
   * In view when the page opens (a list's first rows): the artwork loads at once and early, as the
   * page's likely largest image, instead of lazily.
   */
  eager?: boolean;
  onLaunch: () => void;
  /**
   * A long press (370 ms) or the context menu on the tile: the game's details (vendor, min bet,
   * favourite, play and try). Without it a long press does nothing more than a tap.
   */
  onDetails?: () => void;
  /** Without it the tile has no heart. */
  onToggleFavourite?: () => void;
  /** With it, a free-play button sits on the artwork's lower corner (games that offer free play). */
  onFreePlay?: () => void;
  /** Visible text of the free-play button; its accessible name adds the game's name. */
  freePlayLabel?: string;
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

type ArtworkSource = 'primary' | 'fallback' | 'glyph';

const firstSource = (imageUrl?: string | null): ArtworkSource => (imageUrl ? 'primary' : 'glyph');

/**
 * A game in a lobby grid: square artwork in a fixed box (lazy, no layout shift, fallback on error),
 * name and vendor, a hot ribbon, and a favourite heart with a 44 px hit area. A tap launches; a
 * long press opens the game's details.
 */
export function GameTile({
  name,
  vendor,
  imageUrl,
  fallbackImageUrl,
  isHot = false,
  hotLabel = 'Hot',
  gameType,
  favourite = false,
  favouriteLabel,
  tileTheme = 1,
  imageSize = 160,
  eager = false,
  onLaunch,
  onDetails,
  onToggleFavourite,
  onFreePlay,
  freePlayLabel = 'Free play',
  className,
  ref,
}: GameTileProps) {
  const longPress = useLongPress(onDetails);
  const [shownFor, setShownFor] = useState(imageUrl);
  const [source, setSource] = useState<ArtworkSource>(() => firstSource(imageUrl));
  if (shownFor !== imageUrl) {
    setShownFor(imageUrl);
    setSource(firstSource(imageUrl));
  }

  const src =
    source === 'primary' ? imageUrl : source === 'fallback' ? fallbackImageUrl : undefined;
  const onImageError = () =>
    setSource((s) => (s === 'primary' && fallbackImageUrl ? 'fallback' : 'glyph'));

  const hot = isHot === true || isHot === 1;
  const showHeart = Boolean(onToggleFavourite) && gameShowsFavourite(gameType);

  return (
    <div ref={ref} className={cx(css.tile, className)}>
      <button type="button" className={css.launch} onClick={onLaunch} {...longPress}>
        <span className={cx(css.art, css.theme[tileTheme])} data-tile-theme={tileTheme}>
          {src ? (
            <img
              key={src}
              className={css.image}
              src={src}
              alt=""
              width={imageSize}
              height={imageSize}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              onError={onImageError}
            />
          ) : (
            <Icon name="gamepad" className={css.glyph} data-testid="game-glyph" />
          )}
          {hot && (
            // The flame alone on the artwork (three tiles across leave no room for a word beside
            // the heart); the word is read out.
            <span className={css.hot}>
              <Icon name="flame" size="sm" />
              <span className={visuallyHidden}>{hotLabel}</span>
            </span>
          )}
        </span>
        <span className={css.name} title={name}>
          {name}
        </span>
        {vendor && <span className={css.vendor}>{vendor}</span>}
      </button>
      {onFreePlay && (
        <span className={css.freePlayArea}>
          <button
            type="button"
            className={css.freePlay}
            aria-label={`${freePlayLabel} ${name}`}
            onClick={onFreePlay}
          >
            <span className={css.freePlayPill}>{freePlayLabel}</span>
          </button>
        </span>
      )}
      {showHeart && (
        <button
          type="button"
          className={css.heart}
          aria-pressed={favourite}
          aria-label={favouriteLabel ?? `Favourite ${name}`}
          onClick={onToggleFavourite}
        >
          <span className={css.heartBubble}>
            <Icon name={favourite ? 'heart-filled' : 'heart'} size="md" />
          </span>
        </button>
      )}
    </div>
  );
}
