/**
 * The banner the server drew into home's app shell (apps/server/src/http/pageShell.ts), read
 * before the first render replaces the shell: home shows it in the carousel's box until its own
 * announcements arrive, so nothing below moves and the picture does not blink.
 */
export const shellBannerUrl: string | null =
  typeof document === 'undefined'
    ? null
    : (document.querySelector('img.boot-banner')?.getAttribute('src') ?? null);
