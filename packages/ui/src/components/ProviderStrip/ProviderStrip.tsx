import type { Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { AppLink } from '../LinkProvider/LinkProvider';
import { ProviderLogo, type Provider } from './ProviderLogo';
import { ProviderTile } from './ProviderTile';
import * as css from './ProviderStrip.css';
import { cx } from '../../theme/cx';

export type { Provider };

export interface ProviderStripProps {
  providers: readonly Provider[];
  /**
   * A logo was tapped (a filter: the logos are toggle buttons). The caller decides what the tap
   * does to `value` (choose, or clear when it is the chosen one), so the strip keeps no state.
   */
  onValueChange?: (code: string) => void;
  /** Makes each logo a link to that vendor's games instead of a toggle. */
  itemHref?: (code: string) => string;
  /** The chosen vendor, marked as pressed; null for none; leave out when the logos are not a filter. */
  value?: string | null;
  /** Visible heading over the row, e.g. "Providers"; also names the list. */
  title?: string;
  /** Accessible name when there is no title. */
  label?: string;
  /** With `moreLabel`, shows a "more" link, e.g. to the all-providers page. */
  moreHref?: string;
  moreLabel?: string;
  /** `scroll`: every logo in a sideways-scrolling row. `row`: the first `limit` logos fill the width. */
  variant?: 'scroll' | 'row';
  limit?: number;
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

/** A row of game vendor logos (links to their games, or filter toggles) with a "more" link. */
export function ProviderStrip({
  providers,
  onValueChange,
  itemHref,
  value: selected,
  title,
  label = 'Providers',
  moreLabel,
  moreHref,
  variant = 'scroll',
  limit = 4,
  className,
  ref,
}: ProviderStripProps) {
  const shown = variant === 'row' ? providers.slice(0, limit) : providers;
  const more =
    moreHref && moreLabel ? (
      <AppLink className={css.more} href={moreHref}>
        {moreLabel}
        <Icon name="chevron-right" size="sm" />
      </AppLink>
    ) : null;

  return (
    <div ref={ref} className={cx(css.root, className)}>
      {(title || more) && (
        <div className={css.header}>
          {title && <p className={css.title}>{title}</p>}
          {more}
        </div>
      )}
      <ul
        className={cx(css.list, variant === 'row' ? css.row : css.scroll)}
        aria-label={title ?? label}
      >
        {shown.map((p) => (
          <li key={p.code}>
            {itemHref ? (
              <ProviderTile provider={p} href={itemHref(p.code)} selected={selected === p.code} />
            ) : (
              <button
                type="button"
                className={css.logoButton}
                aria-label={p.name}
                aria-pressed={selected === undefined ? undefined : selected === p.code}
                onClick={() => onValueChange?.(p.code)}
              >
                <ProviderLogo provider={p} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
