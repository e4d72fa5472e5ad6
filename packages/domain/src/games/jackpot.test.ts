import { describe, expect, it } from 'vitest';
import {
  bannerJackpotValue,
  jackpotDelayMs,
  jackpotIncrement,
  jackpotStart,
  nextJackpotTick,
} from './jackpot';

/** A random source that answers the given numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('jackpot ticker', () => {
  it('starts between 1.2 and 1.3 billion', () => {
    expect(jackpotStart(() => 0)).toBe(1_200_000_000);
    expect(jackpotStart(() => 0.999_999_999_9)).toBe(1_300_000_000);
    expect(jackpotStart(() => 0.5)).toBe(1_250_000_000);
  });

  it('grows by 10,000 to 50,000', () => {
    expect(jackpotIncrement(() => 0)).toBe(10_000);
    expect(jackpotIncrement(() => 0.999_999_999_9)).toBe(50_000);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect(jackpotDelayMs(() => 0)).toBe(3000);
    expect(jackpotDelayMs(() => 0.5)).toBe(4000);
    expect(jackpotDelayMs(() => 0.99)).toBe(5000);
  });

  it('stays inside its bounds whatever the random source answers', () => {
    for (const r of [-1, 0, 0.3, 1, 2, Number.NaN]) {
      expect(jackpotStart(() => r)).toBeGreaterThanOrEqual(1_200_000_000);
      expect(jackpotStart(() => r)).toBeLessThanOrEqual(1_300_000_000);
      expect([3000, 4000, 5000]).toContain(jackpotDelayMs(() => r));
    }
  });

  it('gives the next value and when it comes', () => {
    expect(nextJackpotTick(1_200_000_000, sequence(0, 0.99))).toEqual({
      value: 1_200_010_000,
      delayMs: 5000,
    });
  });
});

describe('banner jackpot', () => {
  it('lies between 100 million and 1 billion with at most 2 decimals', () => {
    expect(bannerJackpotValue(() => 0)).toBe(100_000_000);
    expect(bannerJackpotValue(() => 0.999_999_999_9)).toBeLessThanOrEqual(1_000_000_000);
    const v = bannerJackpotValue(() => 0.123_456_789);
    expect(v).toBe(211_111_110.1);
    expect(Math.round(v * 100) / 100).toBe(v);
  });
});
