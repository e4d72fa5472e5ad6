/**
 * How long after the page's load the service worker waits before it installs. Installing
 * precaches the whole site (about 1.3 MB): begun at load, it shares a phone's connection and
 * cores with the page's own images, calls and rendering in the seconds a player is first looking
 * at it (measured: Lighthouse's total blocking time on log in about halved once it waited).
 */
export const SERVICE_WORKER_SETTLE_MS = 8000;

/** The latest the registration waits for an idle moment once the settle time has passed. */
const IDLE_LATEST_MS = 2000;

/**
 * Registers the service worker built by `pwaPlugin.ts` (production builds only), once the page
 * has loaded and settled: after {@link SERVICE_WORKER_SETTLE_MS}, in the next idle moment.
 * Failures are only logged: the site works the same without it, just not offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: IDLE_LATEST_MS });
    else register();
  };
  const settle = () => window.setTimeout(whenIdle, SERVICE_WORKER_SETTLE_MS);
  // The site starts after the shell has painted (public/boot.js), often after the page's load.
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
