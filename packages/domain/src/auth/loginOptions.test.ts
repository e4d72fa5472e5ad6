import { describe, expect, it } from 'vitest';
import {
  afterLoginRoute,
  loginOptions,
  socialLoginProviders,
  socialSignInUrl,
} from './loginOptions';

describe('login options', () => {
  it('offers the SMS method only with MOBILEVERCODELOGIN3', () => {
    expect(loginOptions({ MOBILEVERCODELOGIN3: true }).methods).toEqual(['username', 'sms']);
    expect(loginOptions({}).methods).toEqual(['username']);
  });

  it('shows forgot password with password change by mail or by verification', () => {
    expect(loginOptions({ CHNGPASSMAIL3: true }).forgotPassword).toBe(true);
    expect(loginOptions({ CHNGPASSVERIF3: true }).forgotPassword).toBe(true);
    expect(loginOptions({ CHNGPASSMAIL3: false, CHNGPASSVERIF3: false }).forgotPassword).toBe(
      false,
    );
  });

  it('offers free play with FREEPLAY3', () => {
    expect(loginOptions({ FREEPLAY3: true }).freePlay).toBe(true);
    expect(loginOptions({}).freePlay).toBe(false);
  });
});

describe('social login providers', () => {
  const flags = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };
  const ids = {
    facebookAppId: '123456789012',
    googleClientId: 'abc-123.apps.googleusercontent.com',
  };

  it('shows a provider with its flag, a configured id and an API that takes it', () => {
    expect(socialLoginProviders(flags, ids, ['facebook', 'google'])).toEqual([
      'facebook',
      'google',
    ]);
    expect(socialLoginProviders({ GOOGLELOGIN3: true }, ids, ['facebook', 'google'])).toEqual([
      'google',
    ]);
  });

  it('hides a provider that is not configured or not well-formed', () => {
    expect(socialLoginProviders(flags, {}, ['facebook', 'google'])).toEqual([]);
    expect(
      socialLoginProviders(flags, { facebookAppId: 'abc', googleClientId: 'x.example.com' }, [
        'facebook',
        'google',
      ]),
    ).toEqual([]);
  });

  it('hides every provider while the operator API has no login for it', () => {
    expect(socialLoginProviders(flags, ids, ['username', 'sms'])).toEqual([]);
  });
});

describe('after login', () => {
  it('sends an expired password to change password when the operator forces it', () => {
    expect(afterLoginRoute({ PWDEXPFORCECHANGE3: true }, { passwordExpired: true })).toBe(
      'changePassword',
    );
    expect(afterLoginRoute({}, { passwordExpired: true })).toBe('home');
    expect(afterLoginRoute({ PWDEXPFORCECHANGE3: true }, { passwordExpired: false })).toBe('home');
  });
});

describe('social sign-in page', () => {
  it("builds the provider's sign-in address with the return address and state", () => {
    const url = new URL(
      socialSignInUrl(
        'google',
        { googleClientId: 'abc.apps.googleusercontent.com' },
        'https://p.example/m/login',
        's1',
      )!,
    );
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('abc.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('https://p.example/m/login');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(
      socialSignInUrl('facebook', { facebookAppId: '1234567' }, 'https://p.example/m/login', 's1'),
    ).toMatch(/^https:\/\/www\.facebook\.com\/dialog\/oauth\?client_id=1234567&/);
  });

  it('has none for a provider that is not configured', () => {
    expect(socialSignInUrl('facebook', {}, 'https://p.example/m/login', 's')).toBeNull();
  });
});
