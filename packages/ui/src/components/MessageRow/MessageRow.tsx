import type { MouseEvent, ReactNode, Ref } from 'react';
import { AppLink } from '../LinkProvider/LinkProvider';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge';
import * as css from './MessageRow.css';
import { cx } from '../../theme/cx';

export interface MessageRowProps {
  /** A glyph from the icon set, or any small element (e.g. a brand logo). */
  icon: IconName | ReactNode;
  title: string;
  subtitle?: string;
  /** Unread count; nothing shows at 0 or when `badgeHidden`. */
  unreadCount?: number;
  /** Read with the badge, e.g. "5 unread". */
  unreadLabel?: string;
  /** Hide the badge, e.g. for a logged-out visitor. */
  badgeHidden?: boolean;
  /**
   * Makes the row a link to another screen (drawn by the `LinkProvider`'s component: announced as a
   * link, long-pressable). With `onClick` too, a plain tap calls `onClick` instead.
   */
  href?: string;
  /** The row's action (a row without `href` is a button). */
  onClick?: () => void;
  /** Opens the link in a new browsing context (an address outside the site). */
  target?: string;
  className?: string;
  /** The row: a link with `href`, a button without. */
  ref?: Ref<HTMLAnchorElement | HTMLButtonElement>;
}

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A message-centre row: icon, title, optional subtitle, unread badge and chevron; the whole row is one target. */
export function MessageRow({
  icon,
  title,
  subtitle,
  unreadCount,
  unreadLabel,
  badgeHidden = false,
  href,
  onClick,
  target,
  className,
  ref,
}: MessageRowProps) {
  const content = (
    <>
      <span className={css.icon}>
        {typeof icon === 'string' ? <Icon name={icon as IconName} size="lg" /> : icon}
      </span>
      <span className={css.text}>
        <span className={css.title}>{title}</span>
        {subtitle && <span className={css.subtitle}>{subtitle}</span>}
      </span>
      <UnreadBadge count={unreadCount} hidden={badgeHidden} label={unreadLabel} />
      <Icon name="chevron-right" className={css.chevron} />
    </>
  );
  const cls = cx(css.row, className);
  return href ? (
    <AppLink
      ref={ref as Ref<HTMLAnchorElement>}
      href={href}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      className={cls}
      onClick={
        onClick &&
        ((e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          onClick();
        })
      }
    >
      {content}
    </AppLink>
  ) : (
    <button ref={ref as Ref<HTMLButtonElement>} type="button" className={cls} onClick={onClick}>
      {content}
    </button>
  );
}
