import { describe, expect, it } from 'vitest';
import { motionMs } from './motion';

describe('motion tokens in milliseconds', () => {
  it('carry the durations the specs fix', () => {
    expect(motionMs.pressIn).toBe(130);
    expect(motionMs.longPress).toBe(370);
    expect(motionMs.page).toBe(300);
    expect(motionMs.bannerTransition).toBe(1000);
    expect(motionMs.bannerAutoplay).toBe(5000);
    expect(motionMs.carouselAutoplay).toBe(8000);
    expect(motionMs.smsTick).toBe(500);
    expect(motionMs.toastDefault).toBe(1500);
    expect(motionMs.toastShort).toBe(3000);
    expect(motionMs.toastLong).toBe(8000);
  });
  it('run the ticker at 30 frames per second', () => {
    expect(Math.round(1000 / motionMs.tickerFrame)).toBe(30);
  });
});
