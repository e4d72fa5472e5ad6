import { useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { useReducedMotion } from '../../a11y/useReducedMotion';
import { motionMs } from '../../theme/motion';
import { swipeAtThreshold } from '../BannerCarousel/swipeThreshold';
import { useCarouselAutoplay } from '../BannerCarousel/useCarouselAutoplay';
import * as css from './SlideCarousel.css';
import { cx } from '../../theme/cx';

export interface Slide {
  id: string;
  content: ReactNode;
}

export interface SlideCarouselProps {
  slides: readonly Slide[];
  /** Accessible name of the carousel, e.g. "Providers". */
  label: string;
  /** Slides side by side (spec 2 §9: 3 by default). */
  perView?: number;
  /** Move on by itself every 8 s (the `carousel-autoplay` token) while there are more slides
   * than fit; never under reduced motion. */
  autoplay?: boolean;
  /** No autoplay and no sliding animation, whatever the system setting (honoured anyway). */
  reducedMotion?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** How each slide is announced, e.g. (2, 9) => "2 of 9". */
  slideLabel?: (position: number, total: number) => string;
  className?: string;
}

function Control(props: {
  icon: IconName;
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cx(css.control, props.className)}
      aria-label={props.label}
      onClick={props.onClick}
    >
      <span className={css.bubble}>
        <Icon name={props.icon} size="sm" />
      </span>
    </button>
  );
}

/**
 * A row of slides, `perView` at a time (spec 2 §9: 3 per view, autoplay 8000 ms), on Swiper: it
 * moves on by itself while there are more slides than fit, going back to the first after the last;
 * a pause button stops it (WCAG 2.2.2), and keyboard focus or a mouse inside holds it. Previous and
 * next buttons offer a way other than swiping; a swipe of 60 px moves one slide. Slides out of view
 * are inert, so the Tab order holds only what can be seen.
 */
export function SlideCarousel({
  slides,
  label,
  perView = 3,
  autoplay = true,
  reducedMotion = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pauseLabel = 'Pause',
  playLabel = 'Play',
  slideLabel = (position, total) => `${position} of ${total}`,
  className,
}: SlideCarouselProps) {
  const reduced = useReducedMotion(reducedMotion);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  const moves = slides.length > perView;
  const autoplays = moves && autoplay && !reduced;
  const { running, togglePlaying, focusHold, mouseHold } = useCarouselAutoplay(swiper, {
    autoplays,
    delayMs: motionMs.carouselAutoplay,
  });

  if (slides.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(css.root, className)}
      {...focusHold}
    >
      {/* A mouse over the slides holds them; the controls under them do not. (On <Swiper>
          itself, on* props are Swiper events, not DOM listeners.) */}
      <div className={css.slides} {...mouseHold}>
        <Swiper
          key={`${perView}-${reduced}`}
          className={css.viewport}
          onSwiper={setSwiper}
          slidesPerView={perView}
          rewind={moves}
          watchSlidesProgress
          speed={reduced ? 0 : motionMs.bannerTransition}
          allowTouchMove={moves}
          {...swipeAtThreshold}
        >
          {slides.map((s, i) => (
            <SwiperSlide
              key={s.id}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, slides.length)}
            >
              {({ isVisible }) => (
                <div
                  inert={swiper !== null && !isVisible}
                  aria-hidden={swiper !== null && !isVisible}
                >
                  {s.content}
                </div>
              )}
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {moves && (
        <div className={css.controls}>
          {autoplays && (
            <Control
              className={css.pause}
              icon={running ? 'pause' : 'play'}
              label={running ? pauseLabel : playLabel}
              onClick={togglePlaying}
            />
          )}
          <Control icon="chevron-left" label={previousLabel} onClick={() => swiper?.slidePrev()} />
          <Control icon="chevron-right" label={nextLabel} onClick={() => swiper?.slideNext()} />
        </div>
      )}
    </section>
  );
}
