import type { ReactNode, Ref } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as css from './TopBar.css';
import { cx } from '../../theme/cx';

export interface TopBarProps {
  title: ReactNode;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  /** Accessible name of the back button. */
  backLabel?: string;
  /** Controls at the end, e.g. a menu or search button. */
  end?: ReactNode;
  /** Replaces the back button, e.g. with a logo. */
  start?: ReactNode;
  /** Heading level of the title (the page's main heading by default). */
  headingLevel?: 1 | 2;
  /** The root element (`<header>`). */
  ref?: Ref<HTMLElement>;
  className?: string;
}

/** The page header: back button, centred title and an optional end slot; sticks to the top. */
export function TopBar({
  title,
  onBack,
  backLabel = 'Back',
  end,
  start,
  headingLevel = 1,
  className,
  ref,
}: TopBarProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header ref={ref} className={cx(css.bar, className)}>
      <div className={css.start}>
        {start ?? (onBack && <IconButton icon="chevron-left" label={backLabel} onClick={onBack} />)}
      </div>
      <Heading className={css.title}>{title}</Heading>
      <div className={css.end}>{end}</div>
    </header>
  );
}
