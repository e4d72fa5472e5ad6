import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { AppLink, motionMs, type Banner, type BannerCarouselProps } from '@playdeck/ui';
import * as css from '@playdeck/ui/banner-carousel.css';
import { cx } from '@playdeck/ui';

// Swiper (about 30 kB gzip) arrives after home is usable, in its own chunk.
const Carousel = lazy(() =>
  import('@playdeck/ui/banner-carousel').then((m) => ({
    default: m.BannerCarousel as ComponentType<BannerCarouselProps>,
  })),
);

/**
 * How long the first banner shows on its own before Swiper starts: half the autoplay delay, so
 * the carousel is ready well before its first slide change, and not loading and starting while
 * the page itself is.
 */
export const CAROUSEL_START_MS = motionMs.bannerAutoplay / 2;

/**
 * The home banners, with Swiper started only when it is needed: when the player reaches for the
 * banners (pointer, touch or keyboard focus) or a little before the first autoplay slide change.
 * Until then the first banner shows in the same fixed box (no layout shift) and can be tapped; its
 * image is the likely LCP element, so it is fetched at high priority. A single banner never needs
 * Swiper (nothing slides).
 */
export function LazyBannerCarousel<B extends Banner>(props: BannerCarouselProps<B>) {
  const several = props.banners.length > 1;
  const [wanted, setWanted] = useState(false);
  const [broken, setBroken] = useState(false);
  // An urgent update, with the still banner as the Suspense fallback: a transition could be put off
  // for ever by the tickers' updates on a busy phone, and the carousel would never start.
  const want = () => setWanted(true);

  useEffect(() => {
    if (!several || wanted) return;
    const timer = setTimeout(() => setWanted(true), CAROUSEL_START_MS);
    return () => clearTimeout(timer);
  }, [several, wanted]);

  const first = props.banners[0];
  // A lone banner whose image fails is dropped, as the carousel drops it.
  if (!first || (broken && !several)) return null;
  const image = (
    <img
      className={css.image}
      src={first.imageUrl}
      alt={first.alt}
      width={1200}
      height={500}
      fetchPriority="high"
      decoding="async"
      // With more banners, Swiper starts and drops the failed one.
      onError={() => (several ? want() : setBroken(true))}
    />
  );
  const still = (
    <section
      aria-roledescription="carousel"
      aria-label={props.label ?? 'Promotions'}
      className={cx(css.root, props.className)}
      style={{ aspectRatio: props.aspectRatio ?? '12 / 5' }}
      // Marks a still banner that becomes the carousel on a touch (page screenshots wait for it).
      data-carousel-pending={several ? '' : undefined}
      onPointerEnter={several ? want : undefined}
      onPointerDown={several ? want : undefined}
      onFocus={several ? want : undefined}
    >
      {first.href ? (
        <AppLink
          className={css.slideButton}
          href={first.href}
          target={first.target}
          rel={first.target === '_blank' ? 'noopener noreferrer' : undefined}
        >
          {image}
        </AppLink>
      ) : props.onSlideClick ? (
        <button
          type="button"
          className={css.slideButton}
          onClick={() => props.onSlideClick?.(first)}
        >
          {image}
        </button>
      ) : (
        <span className={css.slideStill}>{image}</span>
      )}
    </section>
  );
  if (!several || !wanted) return still;
  return (
    <Suspense fallback={still}>
      <Carousel {...(props as unknown as BannerCarouselProps)} />
    </Suspense>
  );
}

/**
 * The carousel's box while the banners are on their way: nothing below moves when they arrive.
 * It shows the banner the server drew into the shell, when there was one.
 */
export function BannerPlaceholder({
  imageUrl,
  aspectRatio = '12 / 5',
  className,
}: {
  imageUrl: string | null;
  aspectRatio?: string;
  className?: string;
}) {
  return (
    <div
      className={cx(css.root, className)}
      style={{ aspectRatio }}
      aria-hidden="true"
      data-banner-placeholder=""
    >
      {imageUrl ? (
        <img className={css.image} src={imageUrl} alt="" width={1200} height={500} />
      ) : null}
    </div>
  );
}
