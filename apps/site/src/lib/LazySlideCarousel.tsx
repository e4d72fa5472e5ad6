import { lazy, Suspense, type ComponentType } from 'react';
import { SlideCarouselStill, type SlideCarouselProps } from '@playdeck/ui';

// Swiper arrives in its own chunk (shared with the home banners), not with the page that uses it.
const Carousel = lazy(() =>
  import('@playdeck/ui/slide-carousel').then((m) => ({
    default: m.SlideCarousel as ComponentType<SlideCarouselProps>,
  })),
);

/**
 * A {@link SlideCarousel} whose Swiper code loads on first use; until then its first slides show
 * side by side in the same box, links already working.
 */
export function LazySlideCarousel(props: SlideCarouselProps) {
  return (
    <Suspense fallback={<SlideCarouselStill {...props} />}>
      <Carousel {...props} />
    </Suspense>
  );
}
