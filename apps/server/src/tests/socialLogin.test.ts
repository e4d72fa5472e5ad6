import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, startServer, type Browser, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const b64url = (b: Buffer) => b.toString('base64url');
const callback = () => `${server.base}/m/oauth/callback`;

/** A sign-in the way the site starts it: state, nonce and a PKCE pair. */
function start(clientId: string, scope: string, redirectUri = callback()) {
  const verifier = b64url(randomBytes(32));
  const request = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope,
    state: b64url(randomBytes(32)),
    nonce: b64url(randomBytes(32)),
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  };
  return { verifier, request };
}

/** The player's answer on the demo provider's page; returns where the browser is sent. */
async function answer(
  request: Record<string, string>,
  choice: { decision: 'allow' | 'deny'; person?: string },
): Promise<URL> {
  const page = await fetch(`${server.base}/idp/authorize?${new URLSearchParams(request)}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('name="person"');
  const res = await fetch(`${server.base}/idp/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...request, person: choice.person ?? 'maria', ...choice }),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

async function signIn(
  b: Browser,
  provider: 'google' | 'facebook',
  person: string,
  extra: Record<string, string> = {},
) {
  const clientId = provider === 'google' ? 'playdeck-demo-google' : 'playdeck-demo-facebook';
  const { verifier, request } = start(
    clientId,
    provider === 'google' ? 'openid email profile' : 'email public_profile',
  );
  const back = await answer(request, { decision: 'allow', person });
  return b.api.login({
    type: provider,
    code: back.searchParams.get('code')!,
    codeVerifier: verifier,
    redirectUri: request.redirect_uri,
    nonce: request.nonce,
    ...extra,
  });
}

describe('sign-in providers', () => {
  it("names the configured providers' public settings, never their secrets", async () => {
    const v = await server.browser().api.signInProviders({});
    expect(v.social.map((p) => p.provider)).toEqual(['google', 'facebook']);
    expect(v.social[0]).toMatchObject({
      authorizationEndpoint: '/idp/authorize',
      clientId: 'playdeck-demo-google',
    });
    expect(JSON.stringify(v)).not.toMatch(/secret/i);
    expect(v.phoneVerifier).toBeNull();
    expect(v.humanCheck).toBeNull();
  });
});

describe('the demo identity provider', () => {
  it('returns to the site with only the code and the state in the address', async () => {
    const { request } = start('playdeck-demo-google', 'openid email profile');
    const back = await answer(request, { decision: 'allow' });
    expect(back.origin + back.pathname).toBe(callback());
    expect([...back.searchParams.keys()].sort()).toEqual(['code', 'state']);
    expect(back.searchParams.get('state')).toBe(request.state);
  });

  it('says access_denied when the player cancels', async () => {
    const { request } = start('playdeck-demo-google', 'openid');
    const back = await answer(request, { decision: 'deny' });
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      state: request.state,
    });
  });

  it('never sends the player to an address it does not know, nor for an unknown client', async () => {
    for (const request of [
      start('playdeck-demo-google', 'openid', 'https://evil.example/m/oauth/callback').request,
      start('playdeck-demo-google', 'openid', `${server.base}/m/home`).request,
      start('someone-else', 'openid').request,
    ]) {
      const res = await fetch(`${server.base}/idp/authorize?${new URLSearchParams(request)}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('requires PKCE with S256', async () => {
    const { request } = start('playdeck-demo-google', 'openid');
    const res = await fetch(
      `${server.base}/idp/authorize?${new URLSearchParams({ ...request, code_challenge_method: 'plain' })}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a wrong client secret at the token endpoint', async () => {
    const { verifier, request } = start('playdeck-demo-google', 'openid');
    const back = await answer(request, { decision: 'allow' });
    const res = await fetch(`${server.base}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: request.redirect_uri,
        client_id: 'playdeck-demo-google',
        client_secret: 'not-the-secret',
        code_verifier: verifier,
      }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('social login on the login call', () => {
  it('registers a first-time identity, then logs the same member in', async () => {
    const b = server.browser();
    const first = await signIn(b, 'google', 'juan');
    expect(first.type).toBe(0);
    expect(first.firstTimeLogin).toBe(true);
    b.setToken(first.token);
    const info = await b.api.memberInfo({});
    expect(info.nickname).toBe('Juan dela Cruz');
    expect(info.account).toMatch(/^juandelacruz\d{4}$/);

    const again = await signIn(server.browser(), 'google', 'juan');
    expect(again.userName).toBe(first.userName);
    expect(again.firstTimeLogin).toBe(false);
  });

  it('reads a plain OAuth provider through its user-info endpoint', async () => {
    const s = await signIn(server.browser(), 'facebook', 'new');
    expect(s.userName).toMatch(/^demoplayer\d{4}$/);
  });

  it('keeps the registration link codes of a new member when they are real', async () => {
    const code = server.db
      .prepare('SELECT code FROM affiliate_urls ORDER BY id LIMIT 1')
      .pluck()
      .get() as string;
    const s = await signIn(server.browser(), 'facebook', 'new', {
      affiliateCode: code,
      registerMethod: 'H5',
    });
    const row = server.db
      .prepare('SELECT affiliate_code, register_method FROM users WHERE username = ?')
      .get(s.userName);
    expect(row).toEqual({ affiliate_code: code, register_method: 'H5' });
  });

  it('uses a code once, and only with its own PKCE verifier', async () => {
    const b = server.browser();
    const { verifier, request } = start('playdeck-demo-google', 'openid email profile');
    const code = (await answer(request, { decision: 'allow' })).searchParams.get('code')!;
    const params = { type: 'google' as const, code, redirectUri: request.redirect_uri };
    const wrongVerifier = await refusal(
      b.api.login({ ...params, codeVerifier: b64url(randomBytes(32)), nonce: request.nonce }),
    );
    expect(wrongVerifier.errorCode).toBe('social.login.failed');
    // The failed try used the code up: even the right verifier no longer works.
    const replay = await refusal(
      b.api.login({ ...params, codeVerifier: verifier, nonce: request.nonce }),
    );
    expect(replay.errorCode).toBe('social.login.failed');
  });

  it('refuses an ID token for another sign-in (nonce) and another return address', async () => {
    const b = server.browser();
    const one = start('playdeck-demo-google', 'openid email profile');
    const code = (await answer(one.request, { decision: 'allow' })).searchParams.get('code')!;
    const otherNonce = await refusal(
      b.api.login({
        type: 'google',
        code,
        codeVerifier: one.verifier,
        redirectUri: one.request.redirect_uri,
        nonce: b64url(randomBytes(32)),
      }),
    );
    expect(otherNonce.errorCode).toBe('social.login.failed');
    const two = start('playdeck-demo-google', 'openid email profile');
    const code2 = (await answer(two.request, { decision: 'allow' })).searchParams.get('code')!;
    const otherAddress = await refusal(
      b.api.login({
        type: 'google',
        code: code2,
        codeVerifier: two.verifier,
        redirectUri: `${server.base}/m/oauth/callback?x=1`,
        nonce: two.request.nonce,
      }),
    );
    expect(otherAddress.errorCode).toBe('social.login.failed');
  });

  it('is off with its flag, and new identities wait while registration is closed', async () => {
    const b = server.browser();
    const linked = await signIn(b, 'google', 'maria');
    try {
      await server.settings({ whitelabel: { GOOGLELOGIN3: false } });
      const off = await refusal(signIn(b, 'google', 'maria'));
      expect(off.errorCode).toBe('function.not.available');
      await server.settings({
        whitelabel: { GOOGLELOGIN3: true, USERNAMEREG3: false, MOBILENUMREG3: false },
      });
      expect((await refusal(signIn(b, 'google', 'new'))).errorCode).toBe('function.not.available');
      // A member who already linked the identity still gets in.
      expect((await signIn(b, 'google', 'maria')).userName).toBe(linked.userName);
    } finally {
      await server.settings({
        whitelabel: { GOOGLELOGIN3: true, USERNAMEREG3: true, MOBILENUMREG3: true },
      });
    }
  });

  it('refuses a disabled member', async () => {
    const b = server.browser();
    const s = await signIn(b, 'google', 'new');
    server.db.prepare('UPDATE users SET disabled = 1 WHERE username = ?').run(s.userName);
    const row = server.db
      .prepare('SELECT subject FROM social_identities WHERE user_id = ?')
      .pluck()
      .get(Number(s.id)) as string;
    expect(row).toMatch(/^demo-new-/);
    // The same identity again: the provider's "new" player is new every time, so link by hand.
    const { verifier, request } = start('playdeck-demo-google', 'openid email profile');
    const code = (await answer(request, { decision: 'allow', person: 'maria' })).searchParams.get(
      'code',
    )!;
    server.db.prepare('UPDATE idp_codes SET subject = ? WHERE code = ?').run(row, code);
    const refused = await refusal(
      b.api.login({
        type: 'google',
        code,
        codeVerifier: verifier,
        redirectUri: request.redirect_uri,
        nonce: request.nonce,
      }),
    );
    expect(refused.errorCode).toBe('user.not.exist.or.disabled');
  });
});
