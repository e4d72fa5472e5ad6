import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useEffect, useRef, useState, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { AppLink } from '../LinkProvider/LinkProvider';
import { useReducedMotion } from '../../a11y/useReducedMotion';
import * as css from './NoticeTicker.css';
import { cx } from '../../theme/cx';

export interface NoticeTickerProps {
  /** Notice titles, in order. */
  notices: readonly string[];
  /** Where each notice leads (its announcement), by index: every notice is a link. */
  itemHref: (index: number) => string;
  /** Shown when there are no notices, e.g. "No announcement". */
  placeholder: string;
  /** Accessible name of the bar, e.g. "Announcements". */
  label?: string;
  /** Stop the line (controlled). Leave undefined to let the pause button manage it. */
  paused?: boolean;
  /** Starting state when uncontrolled. */
  defaultPaused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** Show the still line with previous and next, whatever the system setting (honoured anyway). */
  reducedMotion?: boolean;
  pauseLabel?: string;
  playLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** With `downloadHref`, shows an app-download link at the end of the bar. */
  downloadLabel?: string;
  downloadHref?: string;
  /** Scrolling speed in CSS pixels per second. */
  speed?: number;
  className?: string;
  /** The root element (`<section>`). */
  ref?: Ref<HTMLElement>;
}

/**
 * The home notice bar: a megaphone and one line of notices scrolling across. The line moves by a CSS
 * animation of `transform` (the compositor runs it: no script and no React render per frame); its
 * length follows the measured line so the speed stays `speed` px/s. A pause button stops it
 * (WCAG 2.2.2), as do hovering and keyboard focus; with reduced motion it becomes a still line with
 * previous and next.
 */
export function NoticeTicker({
  notices,
  itemHref,
  placeholder,
  label = 'Announcements',
  paused,
  defaultPaused = false,
  onPausedChange,
  reducedMotion = false,
  pauseLabel = 'Pause announcements',
  playLabel = 'Play announcements',
  previousLabel = 'Previous announcement',
  nextLabel = 'Next announcement',
  downloadLabel,
  downloadHref,
  speed = 40,
  className,
  ref,
}: NoticeTickerProps) {
  const reduced = useReducedMotion(reducedMotion);
  const [isPaused, setPaused] = useControllableState({
    prop: paused,
    defaultProp: defaultPaused,
    onChange: onPausedChange,
    caller: 'NoticeTicker',
  });
  const [hovered, setHovered] = useState(false);
  const [current, setCurrent] = useState(0);
  /** The viewport and line widths in px; null until measured (the line then rests at the start). */
  const [size, setSize] = useState<{ viewport: number; line: number } | null>(null);
  /** While a keyboard user is on a notice: how far the line is shifted to show it, in px. */
  const [held, setHeld] = useState<number | null>(null);
  /** Where the animation starts, in px travelled; the viewport width puts the first notice at the start. */
  const [startAt, setStartAt] = useState<number | null>(null);

  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  const empty = notices.length === 0;

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (reduced || empty || !viewport || !track) return;
    const measure = () => {
      const next = { viewport: viewport.clientWidth, line: track.scrollWidth };
      setSize((prev) =>
        prev?.viewport === next.viewport && prev.line === next.line ? prev : next,
      );
    };
    // The observer's first report comes after the browser's own layout; measuring here at once
    // would force that layout inside the page's first render (about 40 ms on a slow phone).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(track);
    return () => observer.disconnect();
  }, [reduced, empty, notices]);

  /** Bring a focused notice to the start of the line, so a keyboard user can read it. */
  const reveal = (button: HTMLElement) => {
    const first = trackRef.current?.firstElementChild as HTMLElement | null;
    setHeld(button.offsetLeft - (first?.offsetLeft ?? 0));
  };
  /** Focus left the line: scrolling goes on from the notice that was shown. */
  const release = () => {
    if (held !== null && size) setStartAt(size.viewport + held);
    setHeld(null);
  };

  const loop = size ? size.viewport + size.line : 0;
  const state =
    loop <= 0 ? undefined : held !== null ? 'held' : isPaused || hovered ? 'paused' : 'running';
  const trackStyle =
    state === undefined || !size
      ? undefined
      : state === 'held'
        ? { transform: `translate3d(${-(held ?? 0)}px, 0, 0)` }
        : assignInlineVars({
            [css.fromVar]: `${size.viewport}px`,
            [css.toVar]: `${-size.line}px`,
            [css.durationVar]: `${loop / speed}s`,
            [css.delayVar]: `${-((startAt ?? size.viewport) % loop) / speed}s`,
          });

  const download =
    downloadHref && downloadLabel ? (
      <AppLink href={downloadHref} className={css.download}>
        <Icon name="download" size="sm" />
        {downloadLabel}
      </AppLink>
    ) : null;

  const shown = Math.min(current, Math.max(0, notices.length - 1));
  const step = (delta: number) =>
    setCurrent((i) => (Math.min(i, notices.length - 1) + delta + notices.length) % notices.length);

  return (
    <section ref={ref} aria-label={label} className={cx(css.root, className)}>
      <Icon name="megaphone" className={css.megaphone} />
      {empty ? (
        <div className={css.viewport}>
          <span className={css.placeholder}>{placeholder}</span>
        </div>
      ) : reduced ? (
        <>
          <div className={css.viewport} aria-live="polite">
            <AppLink href={itemHref(shown)} className={cx(css.item, css.stillItem)}>
              <span className={css.stillText}>{notices[shown]}</span>
            </AppLink>
          </div>
          {notices.length > 1 && (
            <>
              <IconButton
                className={css.control}
                icon="chevron-left"
                iconSize="md"
                label={previousLabel}
                onClick={() => step(-1)}
              />
              <IconButton
                className={css.control}
                icon="chevron-right"
                iconSize="md"
                label={nextLabel}
                onClick={() => step(1)}
              />
            </>
          )}
        </>
      ) : (
        <>
          <div
            ref={viewportRef}
            className={css.viewport}
            onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) release();
            }}
          >
            <div
              ref={trackRef}
              className={css.track}
              data-testid="ticker-track"
              data-state={state}
              style={trackStyle}
            >
              {notices.map((notice, index) => (
                <AppLink
                  key={index}
                  href={itemHref(index)}
                  className={css.item}
                  onFocus={(e) => reveal(e.currentTarget)}
                >
                  {notice}
                </AppLink>
              ))}
            </div>
          </div>
          <IconButton
            className={css.control}
            icon={isPaused ? 'play' : 'pause'}
            iconSize="md"
            label={isPaused ? playLabel : pauseLabel}
            onClick={() => setPaused(!isPaused)}
          />
        </>
      )}
      {download}
    </section>
  );
}
