import { describe, expect, it } from 'vitest';
import { pointsBalance, pointsForStake, redeemProblem } from './points';

describe('pointsForStake', () => {
  it('gives one point per ₱10 staked, whole points only', () => {
    expect(pointsForStake(0)).toBe(0);
    expect(pointsForStake(999)).toBe(0);
    expect(pointsForStake(1_000)).toBe(1);
    expect(pointsForStake(123_456)).toBe(123);
  });

  it('never gives points for nothing or nonsense', () => {
    expect(pointsForStake(-5_000)).toBe(0);
    expect(pointsForStake(Number.NaN)).toBe(0);
  });
});

describe('pointsBalance', () => {
  it('is earned minus spent and never negative', () => {
    expect(pointsBalance(500, 120)).toBe(380);
    expect(pointsBalance(100, 150)).toBe(0);
  });
});

describe('redeemProblem', () => {
  const item = { cost: 100, stock: 5 };
  it('lets a player redeem what they can afford while in stock', () => {
    expect(redeemProblem({ ...item, points: 300, quantity: 3 })).toBeNull();
    expect(redeemProblem({ cost: 100, stock: null, points: 100, quantity: 1 })).toBeNull();
  });

  it('refuses more than the points cover', () => {
    expect(redeemProblem({ ...item, points: 299, quantity: 3 })).toBe('notEnoughPoints');
  });

  it('refuses more than the stock, and silly quantities', () => {
    expect(redeemProblem({ ...item, points: 10_000, quantity: 6 })).toBe('outOfStock');
    expect(redeemProblem({ ...item, stock: 0, points: 10_000, quantity: 1 })).toBe('outOfStock');
    expect(redeemProblem({ ...item, points: 10_000, quantity: 0 })).toBe('badQuantity');
    expect(redeemProblem({ ...item, points: 10_000, quantity: 1.5 })).toBe('badQuantity');
    expect(redeemProblem({ ...item, points: 10_000, quantity: 11 })).toBe('badQuantity');
  });
});
