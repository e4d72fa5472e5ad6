import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { useReducedMotion } from '../../a11y/useReducedMotion';
import * as css from './CategoryStrip.css';
import { cx } from '../../theme/cx';

export interface Category {
  /** Category code, e.g. HOME, HOT, RNG, LIVE, COCKFIGHT. */
  code: string;
  label: string;
  icon?: IconName;
}

export interface CategoryStripProps {
  categories: readonly Category[];
  /** Code of the selected category (controlled). */
  value?: string;
  /** Code of the category selected at first (uncontrolled). */
  defaultValue?: string;
  /**
   * A category was pressed. Pressing the selected one reports it again: choosing may launch a game
   * or bring the category's games into view, which a press of the current tab asks for too.
   */
  onValueChange?: (code: string) => void;
  /** Accessible name of the strip, e.g. "Game categories". */
  label?: string;
  /** Move without smooth scrolling, whatever the system setting (honoured anyway). */
  reducedMotion?: boolean;
  /** Id of the panel the strip controls, when there is one. */
  controls?: string;
  className?: string;
}

/**
 * The game menu: a horizontally scrolling row of categories as tabs. Arrow keys, Home and End move
 * between them and Enter or Space chooses (manual activation, because choosing may launch a game).
 * The selected category scrolls to the middle of the strip.
 */
export function CategoryStrip({
  categories,
  value,
  defaultValue = '',
  onValueChange,
  label = 'Game categories',
  reducedMotion = false,
  controls,
  className,
}: CategoryStripProps) {
  const [selected, setSelected] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'CategoryStrip',
  });
  const reduced = useReducedMotion(reducedMotion);
  const stripRef = useRef<HTMLDivElement>(null);
  const firstScroll = useRef(true);

  // Scroll only the strip, never the page: centre the selected tab horizontally.
  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab) return;
    // The first tab needs no scroll, and skipping the measurement spares a forced layout.
    if (firstScroll.current && tab === strip.querySelector('[role="tab"]')) {
      firstScroll.current = false;
      return;
    }
    const left = tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
    strip.scrollTo({
      left: Math.max(0, left),
      behavior: reduced || firstScroll.current ? 'auto' : 'smooth',
    });
    firstScroll.current = false;
  }, [selected, reduced]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = [...(stripRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(e.currentTarget);
    if (at < 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next: Record<string, number> = {
      ArrowRight: rtl ? at - 1 : at + 1,
      ArrowLeft: rtl ? at + 1 : at - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = next[e.key];
    if (to === undefined) return;
    e.preventDefault();
    tabs[(to + tabs.length) % tabs.length]?.focus();
  };

  const selectedExists = categories.some((c) => c.code === selected);

  return (
    <div
      ref={stripRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx(css.strip, className)}
    >
      {categories.map((c, i) => {
        const isSelected = c.code === selected;
        const focusable = isSelected || (!selectedExists && i === 0);
        return (
          <button
            key={c.code}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={controls}
            tabIndex={focusable ? 0 : -1}
            className={css.tab}
            onClick={() => (isSelected ? onValueChange?.(c.code) : setSelected(c.code))}
            onKeyDown={onKeyDown}
          >
            {c.icon && <Icon name={c.icon} size="lg" />}
            {c.label}
          </button>
        );
      })}
    </div>
  );
}
