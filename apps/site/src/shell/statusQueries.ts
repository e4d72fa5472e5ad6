import { queryOptions } from '@tanstack/react-query';
import type { SystemStatusValue } from '@playdeck/contract';
import { callApi } from '../api/hooks';
import { shellCalls } from '../api/shellCalls';

const CACHE_KEY = 'status';

function cachedStatus(): SystemStatusValue | undefined {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as SystemStatusValue) : undefined;
  } catch {
    return undefined;
  }
}

/** The platform status: served from the local cache at once and refreshed on every load. */
export const systemStatusQuery = queryOptions({
  queryKey: ['system', 'status'],
  queryFn: async () => {
    try {
      const value = await callApi(shellCalls.systemStatus, {});
      localStorage.setItem(CACHE_KEY, JSON.stringify(value));
      return value;
    } catch (error) {
      // Status refresh failures are only logged (spec §8): keep what we had.
      console.warn('system status refresh failed', error);
      const cached = cachedStatus();
      if (cached) return cached;
      throw error;
    }
  },
  initialData: cachedStatus,
  initialDataUpdatedAt: 0,
  retry: false,
  // A first status that failed is not asked again each time a screen starts reading it: a new
  // reader would put the query back to pending, and screens that wait for it (log in) would
  // swap their form for a placeholder and back, asking again and again.
  retryOnMount: false,
});
