import { lazy, Suspense, type ComponentType } from 'react';
import type { Banner, BannerCarouselProps } from '@playdeck/ui';
import * as css from '@playdeck/ui/components/BannerCarousel/BannerCarousel.css.js';

// Swiper (about 30 kB gzip) arrives after home is usable, in its own chunk.
const Carousel = lazy(() =>
  import('@playdeck/ui/components/BannerCarousel/BannerCarousel.js').then((m) => ({
    default: m.BannerCarousel as ComponentType<BannerCarouselProps>,
  })),
);

/**
 * The home banners with Swiper loaded on demand. Until it is there, the first banner shows in the
 * same fixed box (no layout shift) and can be tapped; its image is the likely LCP element, so it
 * is fetched at high priority.
 */
export function LazyBannerCarousel<B extends Banner>(props: BannerCarouselProps<B>) {
  const first = props.banners[0];
  const fallback = first ? (
    <section
      aria-roledescription="carousel"
      aria-label={props.label ?? 'Promotions'}
      className={[css.root, props.className].filter(Boolean).join(' ')}
      style={{ aspectRatio: props.aspectRatio ?? '12 / 5' }}
    >
      <button type="button" className={css.slideButton} onClick={() => props.onSlideClick(first)}>
        <img
          className={css.image}
          src={first.imageUrl}
          alt={first.alt}
          width={1200}
          height={500}
          fetchPriority="high"
          decoding="async"
        />
      </button>
    </section>
  ) : null;
  return (
    <Suspense fallback={fallback}>
      <Carousel {...(props as unknown as BannerCarouselProps)} />
    </Suspense>
  );
}
