/**
 * The banner the server drew into home's app shell (apps/server/src/http/pageShell.ts), read
 * before the first render replaces the shell: home shows it in the carousel's box until its own
 * announcements arrive, so nothing below moves and the picture does not blink. The server may
 * inline the picture (a `data:` URL, its address in `data-src`); the carousel then shows that
 * copy for the same address instead of fetching the picture again.
 */
function readShellBanner(): { url: string; src: string } | null {
  if (typeof document === 'undefined') return null;
  const image = document.querySelector('img.boot-banner');
  const src = image?.getAttribute('src');
  if (!image || !src) return null;
  return { url: image.getAttribute('data-src') ?? src, src };
}

const shellBanner = readShellBanner();

/** What the shell's banner shows (its address, or the inlined picture), if it had one. */
export const shellBannerUrl: string | null = shellBanner?.src ?? null;

/** The picture to show for a banner address: the shell's copy when it is the same banner. */
export const shownBannerUrl = (url: string): string =>
  shellBanner && url === shellBanner.url ? shellBanner.src : url;
