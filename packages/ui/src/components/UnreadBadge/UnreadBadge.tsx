import type { Ref } from 'react';
import { unreadBadgeText } from '@playdeck/domain';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { badge } from './UnreadBadge.css';
import { cx } from '../../theme/cx';

export interface UnreadBadgeProps {
  /** Unread items. Nothing shows at 0; above 99 it reads `99+`. */
  count: number | null | undefined;
  /** Hide it regardless of the count, e.g. when the player is logged out. */
  hidden?: boolean;
  /** What a screen reader hears instead of the bare number, e.g. "5 unread". */
  label?: string;
  placement?: 'inline' | 'corner';
  className?: string;
  /** The root element (`<span>`). */
  ref?: Ref<HTMLSpanElement>;
}

/** A danger-coloured pill with an unread count: `99+` above 99, absent at 0 or when hidden. */
export function UnreadBadge({
  count,
  hidden = false,
  label,
  placement = 'inline',
  className,
  ref,
}: UnreadBadgeProps) {
  const text = unreadBadgeText(count);
  if (hidden || text === null) return null;
  return (
    <span ref={ref} className={cx(badge({ placement }), className)}>
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label && <span className={visuallyHidden}>{label}</span>}
    </span>
  );
}
