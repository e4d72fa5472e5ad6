import { useEffect, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/**
 * A carousel's autoplay (BannerCarousel, SlideCarousel): the next slide after `delayMs`, timed
 * again after any slide change (a swipe, an arrow); the pause button stops it (WCAG 2.2.2), and
 * keyboard focus inside or a mouse over the slides holds it. A plain timer rather than Swiper's
 * autoplay module, which runs a script every frame.
 */
export function useCarouselAutoplay(
  swiper: SwiperInstance | null,
  { autoplays, delayMs }: { autoplays: boolean; delayMs: number },
) {
  const [playing, setPlaying] = useState(true);
  const [focusInside, setFocusInside] = useState(false);
  const [mouseInside, setMouseInside] = useState(false);
  const running = autoplays && playing;
  const advancing = running && !focusInside && !mouseInside;

  useEffect(() => {
    if (!advancing || !swiper) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => swiper.slideNext(), delayMs);
    };
    schedule();
    swiper.on('slideChange', schedule);
    return () => {
      clearTimeout(timer);
      swiper.off('slideChange', schedule);
    };
  }, [advancing, swiper, delayMs]);

  return {
    running,
    /** Play means play now, even with the focus on the play button. */
    togglePlaying: () => {
      if (!running) setFocusInside(false);
      setPlaying(!running);
    },
    /** On the carousel: focus inside holds it. */
    focusHold: {
      onFocus: () => setFocusInside(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      },
    },
    /** On the slides (not the controls): a mouse over them holds it. */
    mouseHold: {
      onPointerEnter: (e: { pointerType: string }) => {
        if (e.pointerType === 'mouse') setMouseInside(true);
      },
      onPointerLeave: () => setMouseInside(false),
    },
  };
}
