import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../testing/harness';
import { DEMO_PASSWORD } from '../../seed/accounts';

// Issue 28 item 12: the Host header is the client's to choose. Links the server hands out (live
// chat, referral domain, image CDN, affiliate links, the iOS profile) come from configuration
// (`publicOrigin`), so a forged Host cannot send a player elsewhere or poison a cache.
const EVIL = 'evil.example';
let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const username of ['player00', 'agent41'])
    tokens[username] = (
      await server.browser().api.login({ username, password: DEMO_PASSWORD })
    ).token;
});
afterAll(() => server.close());

async function call(path: string, as?: string, method = 'GET') {
  const res = await server.app.inject({
    method: method as 'GET',
    url: path,
    headers: {
      host: EVIL,
      'x-forwarded-host': EVIL,
      merchant: 'playdeck',
      ...(as ? { authorization: tokens[as]! } : {}),
    },
  });
  return res.body;
}

describe('links are built from configuration, never from the Host header', () => {
  it('gives the configured origin by default (the harness configures the test server)', async () => {
    const body = await call('/wps/relay/CBS_launchChat', 'player00');
    expect(JSON.parse(body).value.chatUrl).toMatch(new RegExp(`^${server.base}/chat/\\?ticket=`));
  });

  for (const [what, path, as] of [
    ['live chat', '/wps/relay/CBS_launchChat', 'player00'],
    ['referral domains', '/wps/relay/MCSFE_getReferralDetails', 'player00'],
    ['system status', '/wps/system/status', undefined],
    ['affiliate links', '/wps/relay/MCSFE_viewAffiliateUrls', 'agent41'],
    ['iOS profile', '/download/playdeck.mobileconfig', undefined],
  ] as const) {
    it(`${what}: no trace of a forged Host`, async () => {
      const body = await call(path, as);
      expect(body.length).toBeGreaterThan(20);
      expect(body).not.toContain(EVIL);
    });
  }

  it('uses publicOrigin when it is set, and relative links when it is empty', async () => {
    await server.settings({ publicOrigin: 'https://m.example.ph' });
    const chat = JSON.parse(await call('/wps/relay/CBS_launchChat', 'player00')).value.chatUrl;
    expect(chat).toMatch(/^https:\/\/m\.example\.ph\/chat\/\?ticket=[0-9a-f]{48}$/);
    const referral = JSON.parse(
      await call('/wps/relay/MCSFE_getReferralDetails', 'player00'),
    ).value;
    expect(referral.promotionDomains).toEqual(['m.example.ph']);
    const status = JSON.parse(await call('/wps/system/status')).value.info;
    expect(status.imageCDNs).toEqual([]);

    await server.settings({ publicOrigin: '' });
    const relative = JSON.parse(await call('/wps/relay/CBS_launchChat', 'player00')).value.chatUrl;
    expect(relative).toMatch(/^\/chat\/\?ticket=[0-9a-f]{48}$/);
    expect(
      JSON.parse(await call('/wps/relay/MCSFE_getReferralDetails', 'player00')).value
        .promotionDomains,
    ).toEqual([]);
  });

  it('takes an origin as publicOrigin and refuses anything else', async () => {
    const patch = (publicOrigin: string) =>
      fetch(`${server.base}/__dev/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ publicOrigin }),
      }).then((r) => r.status);
    expect(await patch('https://m.example.ph:8443')).toBe(200);
    for (const bad of [
      'https://m.example.ph/path',
      'm.example.ph',
      'javascript:alert(1)',
      'https://a.ph?x=1',
    ])
      expect(await patch(bad)).toBe(400);
    await patch(server.base);
  });
});
