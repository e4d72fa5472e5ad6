import { describe, expect, it } from 'vitest';
import { quotaRemaining, rebateProblems } from './rebates';

const own = [
  { productType: 'RNG', rate: 1.5 },
  { productType: 'LIVE', rate: 0.8 },
];

describe('rebateProblems', () => {
  it('accepts rates up to and including the agent’s own', () => {
    expect(
      rebateProblems(
        [
          { productType: 'RNG', rate: 1.5 },
          { productType: 'LIVE', rate: 0 },
        ],
        own,
      ),
    ).toEqual([]);
  });
  it('names each product whose rate is above the agent’s own, with the ceiling', () => {
    expect(rebateProblems([{ productType: 'LIVE', rate: 0.9 }], own)).toEqual([
      { productType: 'LIVE', problem: 'aboveOwnRate', ceiling: 0.8 },
    ]);
  });
  it('refuses products the agent has no rate for, negative rates and rates off the 0.1 grid', () => {
    expect(
      rebateProblems(
        [
          { productType: 'SPORTS', rate: 0.1 },
          { productType: 'RNG', rate: -0.1 },
          { productType: 'LIVE', rate: 0.25 },
        ],
        own,
      ).map((p) => p.problem),
    ).toEqual(['unknownProduct', 'negative', 'offStep']);
  });
});

describe('quotaRemaining', () => {
  it('counts what is left and never goes below zero', () => {
    expect(quotaRemaining({ total: 50, used: 12 })).toBe(38);
    expect(quotaRemaining({ total: 5, used: 7 })).toBe(0);
  });
});
