/**
 * Where a link opens: an address of another site in a new tab; the site's own pages (the reference
 * server's customer service, chat and install pages) in place, so an installed app stays the app.
 */
export function linkTarget(href: string | null | undefined): {
  target?: '_blank';
  rel?: string;
} {
  if (!href) return {};
  try {
    const url = new URL(href, window.location.href);
    if (url.origin === window.location.origin) return {};
  } catch {
    return {};
  }
  return { target: '_blank', rel: 'noopener noreferrer' };
}
