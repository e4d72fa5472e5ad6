import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../testing/harness';

// Issue 28 item 7: HSTS when the site is served over HTTPS, and a Permissions-Policy that turns
// off every powerful feature the site does not use (it uses only clipboard writes and Web Share,
// same-origin by default).
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const paths = ['/wps/system/status', '/chat/', '/media/app/icon.svg', '/no/such/page'];

describe('security headers', () => {
  for (const path of paths) {
    it(`${path}: Strict-Transport-Security over HTTPS (behind a trusted proxy)`, async () => {
      const res = await server.app.inject({
        url: path,
        headers: { merchant: 'playdeck', 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  }

  it('no Strict-Transport-Security over plain HTTP (a browser would ignore it, and local runs are HTTP)', async () => {
    const res = await server.request('/wps/system/status');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  for (const path of paths) {
    it(`${path}: Permissions-Policy denies what the site does not use`, async () => {
      const res = await server.request(path);
      const policy = Object.fromEntries(
        (res.headers.get('permissions-policy') ?? '')
          .split(',')
          .map((d) => d.trim().split('='))
          .filter((kv) => kv.length === 2),
      );
      for (const off of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'display-capture',
      ])
        expect(policy[off], off).toBe('()');
      expect(policy['clipboard-write']).toBe('(self)');
      // The rest of the set, as before.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });
  }
});
