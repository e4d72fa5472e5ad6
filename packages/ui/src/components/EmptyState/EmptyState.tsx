import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import * as css from './EmptyState.css';
import { cx } from '../../theme/cx';

export interface EmptyStateProps {
  title: string;
  hint?: ReactNode;
  /** A simple glyph above the title. */
  icon?: IconName;
  /** A way forward, e.g. a button back to all games. */
  action?: ReactNode;
  /** The title's element: a heading level, or plain text inside a section that already has one. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

/** What a list shows when there is nothing in it (no games, no promotions, no messages). */
export function EmptyState({
  title,
  hint,
  icon = 'search',
  action,
  titleAs: Title = 'h2',
  className,
  ref,
}: EmptyStateProps) {
  return (
    <div ref={ref} className={cx(css.root, className)}>
      <span className={css.glyph}>
        <Icon name={icon} className={css.glyphIcon} />
      </span>
      <Title className={css.title}>{title}</Title>
      {hint && <p className={css.hint}>{hint}</p>}
      {action && <div className={css.action}>{action}</div>}
    </div>
  );
}
