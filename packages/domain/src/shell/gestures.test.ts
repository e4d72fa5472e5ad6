import { describe, expect, it } from 'vitest';
import {
  closesAfterSwipe,
  isStillPress,
  slideAfterSwipe,
  SWIPE_CLOSE_PX,
  SWIPE_SLIDE_PX,
  swipeRatioFor,
} from './gestures';

describe('touch gestures', () => {
  it('uses the spec thresholds: 60 px between slides, 100 px to close', () => {
    expect(SWIPE_SLIDE_PX).toBe(60);
    expect(SWIPE_CLOSE_PX).toBe(100);
  });

  it('changes slide only from 60 px on, in the direction away from the finger', () => {
    expect(slideAfterSwipe(-59)).toBe(0);
    expect(slideAfterSwipe(59)).toBe(0);
    expect(slideAfterSwipe(-60)).toBe(1);
    expect(slideAfterSwipe(75)).toBe(-1);
  });

  it('closes a sheet from 100 px towards its edge', () => {
    expect(closesAfterSwipe(99)).toBe(false);
    expect(closesAfterSwipe(100)).toBe(true);
    expect(closesAfterSwipe(-150)).toBe(false);
  });

  it('turns the threshold into a share of the slide, at most the whole slide', () => {
    expect(swipeRatioFor(360)).toBeCloseTo(60 / 360);
    expect(swipeRatioFor(120)).toBe(0.5);
    expect(swipeRatioFor(40)).toBe(1);
    expect(swipeRatioFor(0)).toBe(0.5);
  });

  it('keeps a press that wobbles a little, not one that scrolls', () => {
    expect(isStillPress(3, 4)).toBe(true);
    expect(isStillPress(0, 11)).toBe(false);
  });
});
