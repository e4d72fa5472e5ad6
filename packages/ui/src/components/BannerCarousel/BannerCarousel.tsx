import { useState } from 'react';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { Icon } from '../Icon/Icon';
import { AppLink } from '../LinkProvider/LinkProvider';
import type { IconName } from '../Icon/iconPaths';
import { useReducedMotion } from '../../a11y/useReducedMotion';
import { motionMs } from '../../theme/motion';
import { swipeAtThreshold } from './swipeThreshold';
import { useCarouselAutoplay } from './useCarouselAutoplay';
import * as css from './BannerCarousel.css';
import { cx } from '../../theme/cx';

export interface Banner {
  id: string;
  imageUrl: string;
  /** What the banner says, for people who cannot see it. */
  alt: string;
  /** Where the banner leads: the slide is a link. */
  href?: string;
  /** `_blank` for an address outside the site. */
  target?: string;
}

export interface BannerCarouselProps<B extends Banner = Banner> {
  banners: readonly B[];
  /** A slide without `href` was tapped (an action); without either, a slide is only a picture. */
  onSlideClick?: (banner: B) => void;
  /** Accessible name of the carousel, e.g. "Promotions". */
  label?: string;
  /** Advance by itself (only with more than one banner, never under reduced motion). */
  autoplay?: boolean;
  /** No autoplay and no sliding animation, whatever the system setting (honoured anyway). */
  reducedMotion?: boolean;
  /** Width / height of the box, e.g. "12 / 5". */
  aspectRatio?: string;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** How each slide is announced, e.g. (2, 5) => "2 of 5". */
  slideLabel?: (position: number, total: number) => string;
  className?: string;
}

function CarouselControl(props: {
  className: string;
  icon: IconName;
  label: string;
  onClick: () => void;
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
 * Home banners on Swiper: loop, pagination and autoplay (5 s, sliding over 1 s) only with more than
 * one banner; a swipe of 60 px moves to the next or previous banner, a shorter one snaps back. Previous and next buttons offer a way other than swiping; a pause button stops the
 * autoplay, and keyboard focus or a mouse inside holds it. A banner whose image fails is dropped.
 * Autoplay is a plain timer rather than Swiper's module, which runs a script every frame.
 */
export function BannerCarousel<B extends Banner>({
  banners,
  onSlideClick,
  label = 'Promotions',
  autoplay = true,
  reducedMotion = false,
  aspectRatio = '12 / 5',
  previousLabel = 'Previous banner',
  nextLabel = 'Next banner',
  pauseLabel = 'Pause banners',
  playLabel = 'Play banners',
  slideLabel = (position, total) => `${position} of ${total}`,
  className,
}: BannerCarouselProps<B>) {
  const reduced = useReducedMotion(reducedMotion);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  const shown = banners.filter((b) => !failed.has(b.id));
  const several = shown.length > 1;
  const autoplays = several && autoplay && !reduced;
  const { running, togglePlaying, focusHold, mouseHold } = useCarouselAutoplay(swiper, {
    autoplays,
    delayMs: motionMs.bannerAutoplay,
  });

  if (shown.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(css.root, className)}
      style={{ aspectRatio }}
      {...focusHold}
    >
      <Swiper
        // Loop and autoplay are set up when Swiper starts: start again when they change.
        key={`${several}-${autoplays}-${reduced}`}
        className={css.swiper}
        modules={[Pagination]}
        onSwiper={setSwiper}
        loop={several}
        speed={reduced ? 0 : motionMs.bannerTransition}
        pagination={several ? { clickable: false } : false}
        allowTouchMove={several}
        {...swipeAtThreshold}
      >
        {shown.map((banner, i) => (
          <SwiperSlide
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, shown.length)}
          >
            {({ isActive }) => {
              const image = (
                <img
                  className={css.image}
                  src={banner.imageUrl}
                  alt={banner.alt}
                  width={1200}
                  height={500}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  // The first banner is the home page's largest image: fetch it before the rest.
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                  onError={() => setFailed((f) => new Set(f).add(banner.id))}
                />
              );
              const slide = {
                className: css.slideButton,
                tabIndex: isActive ? 0 : -1,
                'aria-hidden': isActive ? undefined : true,
                // A mouse over a banner holds it; the controls beside the banners do not.
                ...mouseHold,
              };
              if (banner.href) {
                return (
                  <AppLink
                    {...slide}
                    href={banner.href}
                    target={banner.target}
                    rel={banner.target === '_blank' ? 'noopener noreferrer' : undefined}
                  >
                    {image}
                  </AppLink>
                );
              }
              if (onSlideClick) {
                return (
                  <button type="button" {...slide} onClick={() => onSlideClick(banner)}>
                    {image}
                  </button>
                );
              }
              return (
                <span
                  className={css.slideStill}
                  onPointerEnter={slide.onPointerEnter}
                  onPointerLeave={slide.onPointerLeave}
                >
                  {image}
                </span>
              );
            }}
          </SwiperSlide>
        ))}
      </Swiper>
      {several && (
        <>
          <CarouselControl
            className={css.previous}
            icon="chevron-left"
            label={previousLabel}
            onClick={() => swiper?.slidePrev()}
          />
          <CarouselControl
            className={css.next}
            icon="chevron-right"
            label={nextLabel}
            onClick={() => swiper?.slideNext()}
          />
        </>
      )}
      {autoplays && (
        <CarouselControl
          className={css.pause}
          icon={running ? 'pause' : 'play'}
          label={running ? pauseLabel : playLabel}
          onClick={togglePlaying}
        />
      )}
    </section>
  );
}
