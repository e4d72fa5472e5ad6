import { describe, expect, it } from 'vitest';
import { countdownText, lotteryCloseAt, lotteryOrderStatus, subOrderCancellable } from './lottery';

const MIN = 60_000;

describe('lottery draws and orders', () => {
  it('closes betting 15 minutes before a daily draw, a sixth of the interval before quick ones', () => {
    expect(lotteryCloseAt(100 * MIN, 86_400)).toBe(85 * MIN);
    expect(lotteryCloseAt(100 * MIN, 28_800)).toBe(85 * MIN);
    expect(lotteryCloseAt(100 * MIN, 60)).toBe(100 * MIN - 10_000);
  });

  it('cancels a pending sub-order only while its draw is open for bets', () => {
    const sub = { status: 'PENDING' as const, drawAt: 100 * MIN };
    expect(subOrderCancellable(sub, 86_400, 84 * MIN)).toBe(true);
    expect(subOrderCancellable(sub, 86_400, 85 * MIN)).toBe(false);
    expect(subOrderCancellable({ ...sub, status: 'CANCELLED' }, 86_400, 0)).toBe(false);
    expect(subOrderCancellable({ ...sub, status: 'WON' }, 86_400, 0)).toBe(false);
  });

  it('gives an order the status of its draws', () => {
    expect(lotteryOrderStatus(['PENDING', 'LOST'])).toBe('PENDING');
    expect(lotteryOrderStatus(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
    expect(lotteryOrderStatus(['CANCELLED', 'LOST', 'WON'])).toBe('WON');
    expect(lotteryOrderStatus(['LOST', 'CANCELLED'])).toBe('LOST');
  });

  it('counts down in minutes and seconds, hours when far', () => {
    expect(countdownText(65_400)).toBe('01:05');
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(countdownText(-5)).toBe('00:00');
  });
});
