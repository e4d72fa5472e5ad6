/**
 * Registers the service worker built by `pwaPlugin.ts` (production builds only). Failures are only
 * logged: the site works the same without it, just not offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker registration failed', error);
    });
  // The site starts after the shell has painted (public/boot.js), often after the page's load.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
