import { describe, expect, it } from 'vitest';
import { formatPercent, progressPercent, vipProgressRatio } from './vip';

describe('vipProgressRatio', () => {
  it('is full when the player has no rank label', () => {
    expect(vipProgressRatio({ completedConditions: 1, totalExpectedConditions: 4 })).toBe(1);
    expect(vipProgressRatio({ labelId: null, completedConditions: 0 })).toBe(1);
  });
  it('is completed divided by expected conditions with a rank label', () => {
    expect(
      vipProgressRatio({ labelId: 3, completedConditions: 1, totalExpectedConditions: 4 }),
    ).toBe(0.25);
    expect(
      vipProgressRatio({ labelId: 3, completedConditions: 0, totalExpectedConditions: 4 }),
    ).toBe(0);
  });
  it('never goes past full, and treats no expected conditions as full', () => {
    expect(
      vipProgressRatio({ labelId: 3, completedConditions: 6, totalExpectedConditions: 4 }),
    ).toBe(1);
    expect(
      vipProgressRatio({ labelId: 3, completedConditions: 0, totalExpectedConditions: 0 }),
    ).toBe(1);
  });
});

describe('progress as a percent', () => {
  it('is a whole percent rounded down', () => {
    expect(progressPercent(0.456)).toBe(45);
    expect(progressPercent(0.996)).toBe(99);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(0.29)).toBe(29);
    expect(formatPercent(0.5)).toBe('50%');
  });
  it('stays within 0 and 100 for out-of-range or bad input', () => {
    expect(progressPercent(-0.2)).toBe(0);
    expect(progressPercent(3)).toBe(100);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
