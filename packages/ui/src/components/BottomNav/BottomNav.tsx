import type { MouseEvent } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge';
import * as css from './BottomNav.css';

export interface BottomNavItem {
  id: string;
  label: string;
  icon: IconName;
  /** Gives the item a real link (open in new tab works); a plain click still goes to `onNavigate`. */
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
  onNavigate: (id: string) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Hide every badge, e.g. for a logged-out visitor. */
  badgesHidden?: boolean;
  /** Pin to the bottom of the screen (the site frame); off for embedding. */
  fixed?: boolean;
  className?: string;
}

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The bottom menu: 56 px plus the safe-area inset, the current page marked for everyone. */
export function BottomNav({
  items,
  onNavigate,
  label = 'Main',
  badgesHidden = false,
  fixed = true,
  className,
}: BottomNavProps) {
  return (
    <nav
      aria-label={label}
      className={[css.nav, fixed ? css.fixed : undefined, className].filter(Boolean).join(' ')}
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
                <a
                  href={it.href}
                  className={css.item}
                  aria-current={current}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return;
                    e.preventDefault();
                    onNavigate(it.id);
                  }}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className={css.item}
                  aria-current={current}
                  onClick={() => onNavigate(it.id)}
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
