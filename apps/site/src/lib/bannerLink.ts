import type { Announcement } from '@playdeck/contract';

/** Where a banner leads: a site path, another site (in a new tab), or nowhere. */
export function bannerLink(banner: Announcement): { href?: string; target?: string } {
  const url = banner.url?.trim();
  const kind = (banner.linkageType ?? '').toUpperCase();
  if (!url || kind === 'NONE') return {};
  if (kind === 'EXTERNAL' || /^https?:\/\//.test(url)) return { href: url, target: '_blank' };
  return url.startsWith('/') ? { href: url } : {};
}
