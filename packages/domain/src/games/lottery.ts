/**
 * Lottery draws and orders (spec 2 §7 "Numero / draw info", "Orders"): when betting on a draw
 * closes, which sub-orders can still be cancelled, what an order's status is, and a countdown.
 */

const MINUTE = 60_000;

/** Betting closes this long before a draw at most (daily and 8-hourly draws)… */
export const LOTTERY_CLOSE_BEFORE_MS = 15 * MINUTE;

/**
 * When betting on a draw closes: 15 minutes before it, or a sixth of the time between draws for
 * quick draws (10 s before a 1-minute draw).
 */
export function lotteryCloseAt(drawAt: number, intervalSeconds: number): number {
  return drawAt - Math.min(LOTTERY_CLOSE_BEFORE_MS, (intervalSeconds * 1000) / 6);
}

export type SubOrderStatus = 'PENDING' | 'WON' | 'LOST' | 'CANCELLED';

/** Whether a sub-order can still be cancelled: pending, and betting on its draw still open. */
export function subOrderCancellable(
  sub: { status: SubOrderStatus; drawAt: number },
  intervalSeconds: number,
  now: number,
): boolean {
  return sub.status === 'PENDING' && now < lotteryCloseAt(sub.drawAt, intervalSeconds);
}

/**
 * An order's status from its sub-orders': PENDING while one is pending; CANCELLED when all were;
 * else WON when any won, LOST otherwise.
 */
export function lotteryOrderStatus(statuses: readonly SubOrderStatus[]): SubOrderStatus {
  if (statuses.includes('PENDING')) return 'PENDING';
  if (statuses.length > 0 && statuses.every((s) => s === 'CANCELLED')) return 'CANCELLED';
  return statuses.includes('WON') ? 'WON' : 'LOST';
}

/** A countdown as `mm:ss` (or `h:mm:ss` from an hour), never below zero. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** A countdown shows whole seconds: it is drawn again each second. */
export const COUNTDOWN_TICK_MS = 1000;
