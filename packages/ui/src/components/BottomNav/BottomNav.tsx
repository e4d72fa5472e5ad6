import type { Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { AppLink } from '../LinkProvider/LinkProvider';
import type { IconName } from '../Icon/iconPaths';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge';
import * as css from './BottomNav.css';
import { cx } from '../../theme/cx';

export interface BottomNavItem {
  id: string;
  label: string;
  icon: IconName;
  /**
   * Makes the item a link to a screen (drawn by the `LinkProvider`'s component). Without it the item
   * is a button for an action (open a panel, show a notice), reported to `onAction`.
   */
  href?: string;
  /** The page this item leads to is the current one. */
  active?: boolean;
  /** Unread count on the icon; nothing shows at 0. */
  badgeCount?: number;
  /** Read with the badge, e.g. "3 unread". */
  badgeLabel?: string;
}

export interface BottomNavProps {
  items: readonly BottomNavItem[];
  /** An item without `href` was pressed. */
  onAction?: (id: string) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Hide every badge, e.g. for a logged-out visitor. */
  badgesHidden?: boolean;
  /** Pin to the bottom of the screen (the site frame); off for embedding. */
  fixed?: boolean;
  className?: string;
  /** The root element (`<nav>`). */
  ref?: Ref<HTMLElement>;
}

/** The bottom menu: 56 px plus the safe-area inset, the current page marked for everyone. */
export function BottomNav({
  items,
  onAction,
  label = 'Main',
  badgesHidden = false,
  fixed = true,
  className,
  ref,
}: BottomNavProps) {
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={cx(css.nav, fixed ? css.fixed : undefined, className)}
    >
      <ul className={css.list}>
        {items.map((it) => {
          const content = (
            <>
              <span className={css.indicator} aria-hidden="true" />
              <span className={css.glyph}>
                <Icon name={it.icon} size="lg" />
                <UnreadBadge
                  count={it.badgeCount}
                  hidden={badgesHidden}
                  label={it.badgeLabel}
                  placement="corner"
                />
              </span>
              <span className={css.label}>{it.label}</span>
            </>
          );
          const current = it.active ? ('page' as const) : undefined;
          return (
            <li key={it.id} className={css.cell}>
              {it.href ? (
                <AppLink href={it.href} className={css.item} aria-current={current}>
                  {content}
                </AppLink>
              ) : (
                <button
                  type="button"
                  className={css.item}
                  aria-current={current}
                  onClick={() => onAction?.(it.id)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
