import { formatMoney, sortWinnersByAmount } from '@playdeck/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useMemo, type Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { useReducedMotion } from '../../a11y/useReducedMotion';
import * as css from './WinnerBoard.css';
import { cx } from '../../theme/cx';

export interface Winner {
  id?: string;
  /** Already masked by the server, e.g. "ma***a"; shown as given. */
  customerName: string;
  gameName: string;
  winAmount: number | string;
  iconUrl?: string;
}

export interface WinnerBoardProps {
  winners: readonly Winner[];
  currencySymbol?: string;
  /** Visible title, e.g. "Big winners"; also names the board. */
  title?: string;
  /** Accessible name when there is no title. */
  label?: string;
  /** Roll the list upwards by itself (with a pause control). */
  autoScroll?: boolean;
  /** Stop the roll (controlled). Leave undefined to let the pause button manage it. */
  paused?: boolean;
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** A still, scrollable list whatever the system setting (honoured anyway). */
  reducedMotion?: boolean;
  /** Rows visible at once. */
  visibleRows?: number;
  pauseLabel?: string;
  playLabel?: string;
  /** Shown when there are no winners yet. */
  emptyText?: string;
  className?: string;
  /** The root element (`<section>`). */
  ref?: Ref<HTMLElement>;
}

/**
 * Recent big wins, biggest first. Optionally rolls upwards by a CSS animation (no React render per
 * frame) with a pause control, pausing also on hover and keyboard focus; with reduced motion the
 * list stands still and scrolls by hand.
 */
export function WinnerBoard({
  winners,
  currencySymbol = '₱',
  title,
  label = 'Winners',
  autoScroll = false,
  paused,
  defaultPaused = false,
  onPausedChange,
  reducedMotion = false,
  visibleRows = 5,
  pauseLabel = 'Pause winners',
  playLabel = 'Play winners',
  emptyText,
  className,
  ref,
}: WinnerBoardProps) {
  const reduced = useReducedMotion(reducedMotion);
  const [isPaused, setPaused] = useControllableState({
    prop: paused,
    defaultProp: defaultPaused,
    onChange: onPausedChange,
    caller: 'WinnerBoard',
  });

  const sorted = useMemo(() => sortWinnersByAmount(winners), [winners]);
  const rolling = autoScroll && !reduced && sorted.length > visibleRows;
  const scrollable = !rolling && sorted.length > visibleRows;

  const rows = sorted.map((w, i) => (
    <li key={w.id ?? `${w.customerName}-${i}`} className={css.row}>
      <span className={cx(css.rank, i < 3 ? css.topRank : undefined)}>{i + 1}</span>
      {w.iconUrl ? (
        <img
          className={css.icon}
          src={w.iconUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={css.icon} />
      )}
      <span className={css.who}>
        <span className={css.name}>{w.customerName}</span>
        <span className={css.game}>{w.gameName}</span>
      </span>
      <span className={css.amount}>
        {currencySymbol}
        {formatMoney(w.winAmount)}
      </span>
    </li>
  ));

  return (
    <section ref={ref} aria-label={title ?? label} className={cx(css.root, className)}>
      {(title || rolling) && (
        <div className={css.header}>
          <span className={css.title}>
            {title && (
              <>
                <Icon name="trophy" className={css.trophy} />
                {title}
              </>
            )}
          </span>
          {rolling && (
            <IconButton
              className={css.control}
              icon={isPaused ? 'play' : 'pause'}
              iconSize="md"
              label={isPaused ? playLabel : pauseLabel}
              onClick={() => setPaused(!isPaused)}
            />
          )}
        </div>
      )}
      {sorted.length === 0 ? (
        emptyText && <p className={css.empty}>{emptyText}</p>
      ) : (
        <div
          className={cx(css.viewport, rolling && css.rollingViewport)}
          style={assignInlineVars({
            [css.visibleRowsVar]: String(visibleRows),
            [css.countVar]: String(sorted.length),
          })}
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'group' : undefined}
          aria-label={scrollable ? (title ?? label) : undefined}
        >
          <div
            className={css.reel}
            data-testid="winner-reel"
            data-state={rolling ? (isPaused ? 'paused' : 'running') : undefined}
          >
            <ol className={css.list}>{rows}</ol>
            {rolling && (
              <ol className={css.list} aria-hidden="true" inert>
                {rows}
              </ol>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
