import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection, PROBE_EVERY_MS, trackedFetch } from './connection';

afterEach(() => vi.unstubAllGlobals());

describe('connection', () => {
  it('is unreachable after a request that could not be sent, reachable after an answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(trackedFetch('/wps/system/status')).rejects.toThrow('Failed to fetch');
    expect(connection.reachable()).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 503 })));
    await trackedFetch('/wps/system/status');
    expect(connection.reachable()).toBe(true);
  });

  it('knocks every few seconds while out of reach, and is reachable at the first answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(trackedFetch('/wps/x')).rejects.toThrow();
    expect(connection.reachable()).toBe(false);
    const answered = vi.fn().mockResolvedValue(new Response('', { status: 400 }));
    vi.stubGlobal('fetch', answered);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(answered).toHaveBeenCalledOnce();
    expect(connection.reachable()).toBe(true);
    vi.useRealTimers();
  });

  it('takes no notice of a request the site cancelled itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError')),
    );
    await expect(trackedFetch('/wps/x')).rejects.toThrow();
    expect(connection.reachable()).toBe(true);
  });
});
