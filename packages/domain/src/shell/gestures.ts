/**
 * Touch gestures (spec 1 §9, spec 2 §9): how far a finger must travel before the site acts on it.
 * Plain rules, so every component reads the same numbers. How long a long press lasts (370 ms) is
 * a duration, so it is the `motion.long-press` token.
 */

/** A drag this long (px) moves a carousel to the next or previous slide; shorter snaps back. */
export const SWIPE_SLIDE_PX = 60;
/** A drag this long (px) towards the edge a sheet or panel came from closes it. */
export const SWIPE_CLOSE_PX = 100;
/** A finger moving further than this (px) while pressing is a scroll, not a long press. */
export const LONG_PRESS_SLOP_PX = 10;

/** Which way a horizontal carousel goes after a drag of `dx` px (positive: finger moved right). */
export function slideAfterSwipe(dx: number, threshold = SWIPE_SLIDE_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Whether a drag closes a sheet or panel: `distance` is how far the finger moved towards the edge
 * it came from (down for a bottom sheet, left for a left panel, right for a right one).
 */
export function closesAfterSwipe(distance: number, threshold = SWIPE_CLOSE_PX): boolean {
  return distance >= threshold;
}

/**
 * The share of a slide a drag must cover to change slides, for a carousel whose slides are
 * `slideSize` px wide: the swipe threshold in px, never more than the whole slide.
 */
export function swipeRatioFor(slideSize: number, threshold = SWIPE_SLIDE_PX): number {
  if (!(slideSize > 0)) return 0.5;
  return Math.min(1, threshold / slideSize);
}

/** Whether a press that moved `dx`, `dy` px is still a press (not a scroll or a drag). */
export function isStillPress(dx: number, dy: number, slop = LONG_PRESS_SLOP_PX): boolean {
  return Math.hypot(dx, dy) <= slop;
}
