import { useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { useReducedMotion } from '../../a11y/useReducedMotion';
import { motionMs } from '../../theme/motion';
import * as css from './NoticeTicker.css';

export interface NoticeTickerProps {
  /** Notice titles, in order; tapping one reports its index. */
  notices: readonly string[];
  onItemClick: (index: number) => void;
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
  /** With `onDownload`, shows an app-download button at the end of the bar. */
  downloadLabel?: string;
  onDownload?: () => void;
  /** Scrolling speed in CSS pixels per second. */
  speed?: number;
  className?: string;
}

/** Most a frame may advance after the tab was hidden, so the line never leaps. */
const MAX_STEP_FRAMES = 4;

/**
 * The home notice bar: a megaphone and one line of notices scrolling at 30 fps. The line moves by
 * writing `transform` on the track from a requestAnimationFrame loop throttled to the ticker frame
 * token, so React never renders per frame. A pause button stops it (WCAG 2.2.2), as do hovering and
 * keyboard focus; with reduced motion it becomes a still line with previous and next.
 */
export function NoticeTicker({
  notices,
  onItemClick,
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
  onDownload,
  speed = 40,
  className,
}: NoticeTickerProps) {
  const reduced = useReducedMotion(reducedMotion);
  const [innerPaused, setInnerPaused] = useState(defaultPaused);
  const isPaused = paused ?? innerPaused;
  const setPaused = (next: boolean) => {
    if (paused === undefined) setInnerPaused(next);
    onPausedChange?.(next);
  };
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState(0);

  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  /** How far the line has travelled from its start, in px; null until the first frame. */
  const travelled = useRef<number | null>(null);

  const empty = notices.length === 0;
  const moving = !reduced && !empty && !isPaused && !hovered && !focused;

  useEffect(() => {
    const track = trackRef.current;
    const viewport = viewportRef.current;
    if (!moving || !track || !viewport) return;
    let frameId = 0;
    let lastWrite: number | null = null;
    const frame = (now: number) => {
      if (lastWrite === null) lastWrite = now;
      const elapsed = now - lastWrite;
      if (elapsed >= motionMs.tickerFrame) {
        lastWrite = now;
        const width = viewport.clientWidth;
        const step = Math.min(elapsed, motionMs.tickerFrame * MAX_STEP_FRAMES);
        let distance = (travelled.current ?? width) + (speed * step) / 1000;
        const loop = width + track.scrollWidth;
        if (loop > 0 && distance > loop) distance -= loop;
        travelled.current = distance;
        track.style.transform = `translate3d(${width - distance}px, 0, 0)`;
      }
      frameId = requestAnimationFrame(frame);
    };
    frameId = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(frameId);
  }, [moving, speed, notices]);

  /** Bring a focused notice to the start of the line, so a keyboard user can read it. */
  const reveal = (button: HTMLElement) => {
    const track = trackRef.current;
    const viewport = viewportRef.current;
    if (!track || !viewport) return;
    const first = track.firstElementChild as HTMLElement | null;
    const shift = button.offsetLeft - (first?.offsetLeft ?? 0);
    travelled.current = viewport.clientWidth + shift;
    track.style.transform = `translate3d(${-shift}px, 0, 0)`;
  };

  const download =
    onDownload && downloadLabel ? (
      <button type="button" className={css.download} onClick={onDownload}>
        <Icon name="download" size="sm" />
        {downloadLabel}
      </button>
    ) : null;

  const shown = Math.min(current, Math.max(0, notices.length - 1));
  const step = (delta: number) =>
    setCurrent((i) => (Math.min(i, notices.length - 1) + delta + notices.length) % notices.length);

  return (
    <section aria-label={label} className={[css.root, className].filter(Boolean).join(' ')}>
      <Icon name="megaphone" className={css.megaphone} />
      {empty ? (
        <div className={css.viewport}>
          <span className={css.placeholder}>{placeholder}</span>
        </div>
      ) : reduced ? (
        <>
          <div className={css.viewport} aria-live="polite">
            <button
              type="button"
              className={[css.item, css.stillItem].join(' ')}
              onClick={() => onItemClick(shown)}
            >
              {notices[shown]}
            </button>
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
            onFocus={() => setFocused(true)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
            }}
          >
            <div ref={trackRef} className={css.track} data-testid="ticker-track">
              {notices.map((notice, index) => (
                <button
                  key={index}
                  type="button"
                  className={css.item}
                  onClick={() => onItemClick(index)}
                  onFocus={(e) => reveal(e.currentTarget)}
                >
                  {notice}
                </button>
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
