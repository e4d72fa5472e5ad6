/**
 * The spec's call throttles (accounts spec §7/§9): mark-read 150 ms, inbox and chat unread counts
 * 250 ms. A call made again with the same key within the window does not reach the server: it gets
 * the promise of the call that did. Different keys (another announcement id) are independent.
 */
export const MARK_READ_THROTTLE_MS = 150;
export const UNREAD_COUNT_THROTTLE_MS = 250;

export interface ThrottleOptions<A extends unknown[]> {
  /** Which calls count as "the same"; default: all calls. */
  key?: (...args: A) => string;
  /** Clock in ms; tests pin it. */
  now?: () => number;
}

export function throttleCalls<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  windowMs: number,
  options: ThrottleOptions<A> = {},
): (...args: A) => Promise<R> {
  const now = options.now ?? Date.now;
  const keyOf = options.key ?? (() => '');
  const last = new Map<string, { at: number; result: Promise<R> }>();
  return (...args: A) => {
    const key = keyOf(...args);
    const t = now();
    const prior = last.get(key);
    if (prior && t - prior.at < windowMs) return prior.result;
    for (const [k, v] of last) if (t - v.at >= windowMs) last.delete(k);
    const result = fn(...args);
    last.set(key, { at: t, result });
    // A failed call should not be replayed to later callers once the window has passed.
    result.catch(() => undefined);
    return result;
  };
}
