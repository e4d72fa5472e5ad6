/**
 * Whether the site can reach its server, as its own calls find out: a request that could not be
 * sent at all marks the server unreachable; any answer marks it reachable again (while out of reach
 * the server is asked every few seconds, so the site notices it coming back). The browser's
 * `navigator.onLine` misses cases a player meets (a dead Wi-Fi, a captive portal, a reload while
 * offline), so the offline notice listens to both (lib/useOnline).
 */
let reachable = true;
const listeners = new Set<() => void>();
let probe: ReturnType<typeof setInterval> | null = null;

/** While the server is out of reach, how often to knock: any answer at all means it is back. */
export const PROBE_EVERY_MS = 5_000;
const PROBE_PATH = '/wps/system/status';

function set(next: boolean) {
  if (next === reachable) return;
  reachable = next;
  if (!reachable && probe === null && typeof window !== 'undefined') {
    probe = setInterval(() => {
      void fetch(`${__PLAYDECK_API_BASE__}${PROBE_PATH}`, { cache: 'no-store' }).then(
        () => set(true),
        () => undefined,
      );
    }, PROBE_EVERY_MS);
  }
  if (reachable && probe !== null) {
    clearInterval(probe);
    probe = null;
  }
  for (const listener of listeners) listener();
}

export const connection = {
  reachable: () => reachable,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** `fetch` for the API client that reports whether requests reach the server. */
export const trackedFetch: typeof fetch = (input, init) =>
  fetch(input, init).then(
    (response) => {
      set(true);
      return response;
    },
    (error: unknown) => {
      // A request the site cancelled itself says nothing about the connection.
      if (!(error instanceof DOMException && error.name === 'AbortError')) set(false);
      throw error;
    },
  );

/** The browser came back online: the next request will tell whether the server is there too. */
if (typeof window !== 'undefined') window.addEventListener('online', () => set(true));
