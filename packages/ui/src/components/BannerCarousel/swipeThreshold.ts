import type { Swiper as SwiperInstance } from 'swiper/types';
import { swipeRatioFor } from '@playdeck/domain';

/** Points the carousel's long-swipe ratio at the swipe threshold for its current slide width. */
function fit(swiper: SwiperInstance) {
  const slide = swiper.slidesSizesGrid?.[0] ?? swiper.width;
  swiper.params.longSwipesRatio = swipeRatioFor(slide);
}

/**
 * Swiper settings for the spec's swipe threshold (spec 1 §9: 60 px, `SWIPE_SLIDE_PX`): the slide
 * follows the finger from the first pixel, and on release it moves on only when the finger has
 * travelled the threshold, however quick the swipe (every swipe is measured by distance); a
 * shorter drag snaps back.
 */
export const swipeAtThreshold = {
  threshold: 0,
  longSwipesMs: 0,
  onInit: fit,
  onResize: fit,
  onSlidesGridLengthChange: fit,
} as const;
