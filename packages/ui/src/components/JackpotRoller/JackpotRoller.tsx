import { formatMoney } from '@playdeck/domain';
import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useReducedMotion } from '../../a11y/useReducedMotion';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './JackpotRoller.css';
import { cx } from '../../theme/cx';
import { Skeleton } from '../Skeleton/Skeleton';

export interface JackpotRollerProps {
  /**
   * The jackpot amount. When it changes, only the digits that differ roll. `null` while it is on
   * its way: the frame and caption are drawn at their final height, the figure a grey line.
   */
  value: number | null;
  currencySymbol?: string;
  /** Names the figure for everyone, e.g. "Jackpot"; read together with the full amount. */
  label?: string;
  /** Show the label as a caption over the figure. */
  showLabel?: boolean;
  size?: 'md' | 'lg';
  /** Update without rolling, whatever the system setting (it is honoured anyway). */
  reducedMotion?: boolean;
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

/** 0-9 twice, a digit a line: one text node per wheel rather than twenty elements. */
const ROW_COUNT = 20;
const ROWS = Array.from({ length: ROW_COUNT }, (_, i) => i % 10).join('\n');
const ROW_SHARE = 100 / ROW_COUNT;

/** Puts a strip on a row; without a transition it jumps there. */
function place(strip: HTMLElement, row: number, roll: boolean) {
  strip.style.transitionDuration = roll ? '' : '0s';
  strip.style.transform = `translateY(-${row * ROW_SHARE}%)`;
}

interface DigitColumnProps {
  digit: number;
  /** Whether the whole figure went up or down, so a wrapping digit rolls the way a meter would. */
  direction: 'up' | 'down';
  roll: boolean;
}

/** One odometer wheel. Moves its strip through style writes in effects: React renders once per value. */
function DigitColumn({ digit, direction, roll }: DigitColumnProps) {
  const stripRef = useRef<HTMLSpanElement>(null);
  const row = useRef(digit);
  const [initialTransform] = useState(() => `translateY(-${digit * ROW_SHARE}%)`);

  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // Finish a wrap still in flight before starting the next roll.
    if (row.current >= 10) {
      row.current -= 10;
      place(strip, row.current, false);
    }
    const from = row.current;
    if (from === digit) return;
    if (!roll) {
      place(strip, digit, false);
      row.current = digit;
      return;
    }
    let target = digit;
    if (direction === 'up' && digit < from) target = digit + 10;
    if (direction === 'down' && digit > from) {
      place(strip, from + 10, false);
      void strip.getBoundingClientRect(); // commit the jump before rolling back from it
    }
    place(strip, target, true);
    row.current = target;
  }, [digit, direction, roll]);

  const settle = () => {
    const strip = stripRef.current;
    if (strip && row.current >= 10) {
      row.current -= 10;
      place(strip, row.current, false);
    }
  };

  return (
    <span className={css.column}>
      <span
        ref={stripRef}
        className={cx(css.strip, roll ? undefined : css.still)}
        style={{ transform: initialTransform }}
        data-testid="jackpot-digit"
        data-digit={digit}
        onTransitionEnd={settle}
      >
        {ROWS}
      </span>
    </span>
  );
}

/**
 * A jackpot figure as an odometer of gold tabular digits with 2 decimals and grouping. A new value
 * rolls only the digits that changed, with CSS transforms; with reduced motion it simply updates.
 */
export function JackpotRoller({
  value,
  currencySymbol = '₱',
  label = 'Jackpot',
  showLabel = true,
  size = 'lg',
  reducedMotion = false,
  className,
  ref,
}: JackpotRollerProps) {
  const reduced = useReducedMotion(reducedMotion);
  const [previous, setPrevious] = useState(value);
  const [direction, setDirection] = useState<'up' | 'down'>('up');
  if (value !== previous) {
    setPrevious(value);
    if (value !== null && previous !== null) setDirection(value > previous ? 'up' : 'down');
  }

  const text = value === null ? '' : formatMoney(value);
  const chars = [...text];

  return (
    <div ref={ref} className={cx(css.root, className)} aria-busy={value === null || undefined}>
      <span className={visuallyHidden}>
        {value === null ? label : `${label} ${currencySymbol}${text}`}
      </span>
      {showLabel && (
        <span className={css.caption} aria-hidden="true">
          {label}
        </span>
      )}
      <span
        className={cx(css.figure, css.figureSize[size])}
        aria-hidden="true"
        data-testid="jackpot-figure"
      >
        {value === null ? (
          <span className={css.figurePlaceholder}>
            <Skeleton height="100%" />
          </span>
        ) : (
          <span className={cx(css.gold, css.symbol)}>{currencySymbol}</span>
        )}
        {chars.map((ch, i) => {
          // Keyed from the right, so a new leading digit does not shift every wheel.
          const key = chars.length - i;
          return /\d/.test(ch) ? (
            <DigitColumn key={key} digit={Number(ch)} direction={direction} roll={!reduced} />
          ) : (
            <span key={key} className={css.gold}>
              {ch}
            </span>
          );
        })}
      </span>
    </div>
  );
}
