import { escapeXml } from '../artwork/gameArt';

/** Where the site's index.html asks for home's first banner in its app shell. */
export const HOME_BANNER_SLOT = '<!--home-banner-->';

/**
 * Home's page with its first banner drawn into the app shell, so the image (home's largest) is
 * asked for with the HTML and painted before any script has run; the first React render replaces
 * the shell with the same banner in the same place. Only same-site paths are drawn (the CSP allows
 * no other image source); anything else leaves the shell as it is.
 */
export function homeShellHtml(indexHtml: string, banner: { url: string } | null): string {
  if (!banner || !banner.url.startsWith('/') || banner.url.startsWith('//')) return indexHtml;
  const img =
    `<img class="boot-banner" src="${escapeXml(banner.url)}" alt="" ` +
    `width="1200" height="500" fetchpriority="high" decoding="async">`;
  return indexHtml.replace(HOME_BANNER_SLOT, img);
}
