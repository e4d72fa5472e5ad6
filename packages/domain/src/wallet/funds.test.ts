import { describe, expect, it } from 'vitest';
import { depositAmountProblem, toCentavos, withdrawalAmountProblem } from './funds';

const limits = { min: 100, max: 50_000 };

describe('depositAmountProblem', () => {
  it('accepts amounts from the minimum to the maximum inclusive', () => {
    expect(depositAmountProblem(100, limits)).toBeNull();
    expect(depositAmountProblem(50_000, limits)).toBeNull();
    expect(depositAmountProblem(1234.56, limits)).toBeNull();
  });
  it('names the limit an amount breaks', () => {
    expect(depositAmountProblem(99.99, limits)).toBe('belowMin');
    expect(depositAmountProblem(50_000.01, limits)).toBe('aboveMax');
  });
  it('refuses zero, negatives, non-numbers and fractions of a centavo', () => {
    expect(depositAmountProblem(0, limits)).toBe('notAmount');
    expect(depositAmountProblem(-5, limits)).toBe('notAmount');
    expect(depositAmountProblem(Number.NaN, limits)).toBe('notAmount');
    expect(depositAmountProblem(100.001, limits)).toBe('tooManyDecimals');
  });
});

describe('withdrawalAmountProblem', () => {
  it('allows the whole balance but not a centavo more', () => {
    expect(withdrawalAmountProblem(1500.25, 1500.25, limits)).toBeNull();
    expect(withdrawalAmountProblem(1500.26, 1500.25, limits)).toBe('overBalance');
  });
  it('says over balance before above maximum when both apply', () => {
    expect(withdrawalAmountProblem(60_000, 1000, limits)).toBe('overBalance');
    expect(withdrawalAmountProblem(60_000, 100_000, limits)).toBe('aboveMax');
  });
  it('keeps the minimum', () => {
    expect(withdrawalAmountProblem(50, 1000, limits)).toBe('belowMin');
  });
});

describe('toCentavos', () => {
  it('is exact for amounts binary floating point cannot hold', () => {
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(1.13)).toBe(113);
  });
});
