import { describe, expect, it, vi } from 'vitest';
import { MARK_READ_THROTTLE_MS, throttleCalls, UNREAD_COUNT_THROTTLE_MS } from './throttle';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('call throttle', () => {
  it('sends a repeated unread-count request only once within 250 ms and shares the answer', async () => {
    const c = clock();
    const fetchCount = vi.fn(async () => 3);
    const unread = throttleCalls(fetchCount, UNREAD_COUNT_THROTTLE_MS, { now: c.now });
    const a = unread();
    c.advance(UNREAD_COUNT_THROTTLE_MS - 1);
    const b = unread();
    expect(a).toBe(b);
    await expect(b).resolves.toBe(3);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it('sends again once the window has passed', () => {
    const c = clock();
    const fetchCount = vi.fn(async () => 3);
    const unread = throttleCalls(fetchCount, UNREAD_COUNT_THROTTLE_MS, { now: c.now });
    void unread();
    c.advance(UNREAD_COUNT_THROTTLE_MS);
    void unread();
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });

  it('throttles mark-read per announcement, not across announcements', () => {
    const c = clock();
    const mark = vi.fn(async (_id: string) => true);
    const markRead = throttleCalls(mark, MARK_READ_THROTTLE_MS, { now: c.now, key: (id) => id });
    void markRead('7');
    void markRead('7');
    void markRead('8');
    expect(mark.mock.calls).toEqual([['7'], ['8']]);
  });

  it('passes a failure to the callers in the window without an unhandled rejection', async () => {
    const c = clock();
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const call = throttleCalls(failing, MARK_READ_THROTTLE_MS, { now: c.now });
    await expect(call()).rejects.toThrow('offline');
    c.advance(MARK_READ_THROTTLE_MS);
    await expect(call()).rejects.toThrow('offline');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
