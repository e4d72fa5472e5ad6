import { describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  base64Url,
  addPendingSignIn,
  PENDING_SIGN_INS_MAX,
  takePendingSignIn,
  pkceChallenge,
  randomToken,
  readSocialReturn,
  SOCIAL_SIGN_IN_TTL_MS,
  socialLoginExpected,
  socialLoginProviders,
  type PendingSocialSignIn,
} from './socialLogin';

const sha256 = (data: Uint8Array<ArrayBuffer>) => crypto.subtle.digest('SHA-256', data);

describe('social login icons', () => {
  const both = [{ provider: 'google' }, { provider: 'facebook' }];

  it('shows a provider only with its flag on and the deployment configuring it', () => {
    expect(socialLoginProviders({ GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }, both)).toEqual([
      'google',
      'facebook',
    ]);
    expect(socialLoginProviders({ FACEBOOKLOGIN3: true }, both)).toEqual(['facebook']);
    expect(
      socialLoginProviders({ GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }, [{ provider: 'google' }]),
    ).toEqual(['google']);
    expect(socialLoginProviders({}, both)).toEqual([]);
    expect(socialLoginProviders({ GOOGLELOGIN3: true }, [])).toEqual([]);
  });

  it('expects the icons with either flag on, before the providers are known', () => {
    expect(socialLoginExpected({ GOOGLELOGIN3: true })).toBe(true);
    expect(socialLoginExpected({ FACEBOOKLOGIN3: true })).toBe(true);
    expect(socialLoginExpected({ GOOGLELOGIN3: false })).toBe(false);
    expect(socialLoginExpected({})).toBe(false);
  });
});

describe('PKCE and random values', () => {
  it("computes RFC 7636's S256 example challenge", async () => {
    await expect(
      pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', sha256),
    ).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('writes base64url without padding', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(base64Url(new Uint8Array([1]))).toBe('AQ');
  });

  it('makes 43-character verifiers from 32 random bytes, different each time', () => {
    const random = (b: Uint8Array) => crypto.getRandomValues(b);
    const a = randomToken(random);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(random)).not.toBe(a);
  });
});

describe('authorisation request', () => {
  it('asks for a code with the client, return address, scope, state, nonce and S256 challenge', () => {
    const url = new URL(
      authorizationUrl(
        { authorizationEndpoint: '/idp/authorize', clientId: 'demo-google', scope: 'openid email' },
        {
          redirectUri: 'https://m.example.ph/m/oauth/callback',
          state: 's'.repeat(43),
          nonce: 'n'.repeat(43),
          codeChallenge: 'c'.repeat(43),
          origin: 'https://m.example.ph',
        },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://m.example.ph/idp/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'demo-google',
      redirect_uri: 'https://m.example.ph/m/oauth/callback',
      scope: 'openid email',
      state: 's'.repeat(43),
      nonce: 'n'.repeat(43),
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
  });

  it("keeps a provider's own query and uses its own origin", () => {
    const url = new URL(
      authorizationUrl(
        {
          authorizationEndpoint: 'https://accounts.example.com/auth?prompt=select_account',
          clientId: 'c',
          scope: 'openid',
        },
        { redirectUri: 'r', state: 's', nonce: 'n', codeChallenge: 'x', origin: 'https://a.ph' },
      ),
    );
    expect(url.origin).toBe('https://accounts.example.com');
    expect(url.searchParams.get('prompt')).toBe('select_account');
  });
});

describe("the provider's answer", () => {
  const now = 1_000_000;
  const pending: PendingSocialSignIn = {
    provider: 'google',
    state: 'st4te',
    nonce: 'n0nce',
    codeVerifier: 'v'.repeat(43),
    redirectUri: 'https://m.example.ph/m/oauth/callback',
    startedAt: now - 1000,
    from: '/m/promotion',
  };

  it('gives the code when the state is the one this tab sent', () => {
    expect(readSocialReturn('?code=abc&state=st4te', pending, now)).toEqual({
      kind: 'code',
      code: 'abc',
      pending,
    });
  });

  it('reads access_denied as the player cancelling, other errors as a failure', () => {
    expect(readSocialReturn('?error=access_denied&state=st4te', pending, now).kind).toBe(
      'cancelled',
    );
    expect(readSocialReturn('?error=server_error&state=st4te', pending, now).kind).toBe('failed');
    expect(readSocialReturn('?state=st4te', pending, now).kind).toBe('failed');
  });

  it('refuses another state, no sign-in of this tab, and one too old', () => {
    expect(readSocialReturn('?code=abc&state=other', pending, now).kind).toBe('unexpected');
    expect(readSocialReturn('?code=abc', pending, now).kind).toBe('unexpected');
    expect(readSocialReturn('?code=abc&state=st4te', null, now).kind).toBe('unexpected');
    expect(
      readSocialReturn('?code=abc&state=st4te', pending, now + SOCIAL_SIGN_IN_TTL_MS).kind,
    ).toBe('unexpected');
  });

  it('keeps one pending sign-in per drawn icon and gives each out once', () => {
    let stored = addPendingSignIn(null, pending, now);
    stored = addPendingSignIn(stored, { ...pending, state: 'other', provider: 'facebook' }, now);
    const taken = takePendingSignIn(stored, 'st4te', now);
    expect(taken.pending).toEqual({
      ...pending,
      affiliateCode: null,
      referralCode: null,
      domain: null,
    });
    expect(takePendingSignIn(taken.stored, 'st4te', now).pending).toBeNull();
    expect(takePendingSignIn(taken.stored, 'other', now).pending?.provider).toBe('facebook');
  });

  it('forgets expired sign-ins, keeps the newest few, and reads damaged storage as none', () => {
    const old = addPendingSignIn(null, pending, now);
    expect(takePendingSignIn(old, 'st4te', now + SOCIAL_SIGN_IN_TTL_MS).pending).toBeNull();
    let stored: string | null = null;
    for (let i = 0; i < PENDING_SIGN_INS_MAX + 3; i++)
      stored = addPendingSignIn(stored, { ...pending, state: `s${i}` }, now);
    expect(JSON.parse(stored!)).toHaveLength(PENDING_SIGN_INS_MAX);
    expect(takePendingSignIn(stored, 's0', now).pending).toBeNull();
    expect(takePendingSignIn('{', 'st4te', now).pending).toBeNull();
    expect(
      takePendingSignIn(JSON.stringify([{ ...pending, provider: 'x' }]), 'st4te', now).pending,
    ).toBeNull();
  });
});
