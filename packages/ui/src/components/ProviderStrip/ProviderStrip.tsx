import type { MouseEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { ProviderLogo, type Provider } from './ProviderLogo';
import * as css from './ProviderStrip.css';

export type { Provider };

export interface ProviderStripProps {
  providers: readonly Provider[];
  /** A logo was tapped. */
  onSelect: (code: string) => void;
  /** The chosen vendor, marked as pressed. */
  selected?: string | null;
  /** Visible heading over the row, e.g. "Providers"; also names the list. */
  title?: string;
  /** Accessible name when there is no title. */
  label?: string;
  /** With `moreLabel`, shows a "more" control, e.g. to the all-providers page. */
  onMore?: () => void;
  moreLabel?: string;
  /** Makes "more" a real link; a plain click still calls `onMore`. */
  moreHref?: string;
  /** `scroll`: every logo in a sideways-scrolling row. `row`: the first `limit` logos fill the width. */
  variant?: 'scroll' | 'row';
  limit?: number;
  className?: string;
}

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A row of game vendor logos with a "more" link. */
export function ProviderStrip({
  providers,
  onSelect,
  selected,
  title,
  label = 'Providers',
  onMore,
  moreLabel,
  moreHref,
  variant = 'scroll',
  limit = 4,
  className,
}: ProviderStripProps) {
  const shown = variant === 'row' ? providers.slice(0, limit) : providers;
  const more =
    onMore && moreLabel ? (
      moreHref ? (
        <a
          className={css.more}
          href={moreHref}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            onMore();
          }}
        >
          {moreLabel}
          <Icon name="chevron-right" size="sm" />
        </a>
      ) : (
        <button type="button" className={css.more} onClick={onMore}>
          {moreLabel}
          <Icon name="chevron-right" size="sm" />
        </button>
      )
    ) : null;

  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      {(title || more) && (
        <div className={css.header}>
          {title && <p className={css.title}>{title}</p>}
          {more}
        </div>
      )}
      <ul
        className={[css.list, variant === 'row' ? css.row : css.scroll].join(' ')}
        aria-label={title ?? label}
      >
        {shown.map((p) => (
          <li key={p.code}>
            <button
              type="button"
              className={css.logoButton}
              aria-label={p.name}
              aria-pressed={selected === undefined ? undefined : selected === p.code}
              onClick={() => onSelect(p.code)}
            >
              <ProviderLogo provider={p} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
