import type { FastifyReply, FastifyRequest } from 'fastify';

/** Strict CSP: only our own origin; no inline script or eval. Images may be data: (captcha). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Powerful browser features, off unless the site uses them: it copies codes (clipboard writes)
 * from its own pages only. Web Share, which it also uses, is same-origin by default and left out,
 * as are features Chromium does not know (it warns about each in the console).
 */
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'clipboard-write=(self)',
].join(', ');

/** A year, subdomains included: browsers then never try plain HTTP for this site. */
const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('Content-Security-Policy', contentSecurityPolicy);
  reply.header('Permissions-Policy', permissionsPolicy);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  // Only over HTTPS (directly, or behind a proxy PLAYDECK_TRUST_PROXY trusts): browsers ignore it
  // over HTTP, and local runs are HTTP.
  if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
}
