import type { OperatorSettings } from '../settings';

/**
 * Where links the server hands out point (live chat, iOS profile, affiliate and referral links,
 * the default image CDN): the configured `publicOrigin`, never the request's Host header, which
 * the client chooses. Empty when unset: links are then site-relative.
 */
export function publicOrigin(s: OperatorSettings): string {
  return (s.publicOrigin ?? '').replace(/\/+$/, '');
}

/** The site's domain for sharing (referral links, status `mainDomain`): configured, or none. */
export function publicDomain(s: OperatorSettings): string | null {
  if (s.mainDomain) return s.mainDomain;
  const origin = publicOrigin(s);
  return origin ? new URL(origin).host : null;
}
