import { describe, expect, it } from 'vitest';
import { isFacebookInAppBrowser, isInstalled, registerMethodOf } from './launchMode';

const browser = { inNativeApp: false, iosHomeScreen: false, displayStandalone: false };

describe('register method and installed state', () => {
  it('is H5 in a plain browser, where download entries show', () => {
    expect(registerMethodOf(browser)).toBe('H5');
    expect(isInstalled(browser)).toBe(false);
  });

  it('is APP inside the native app, whatever else holds', () => {
    expect(
      registerMethodOf({ inNativeApp: true, iosHomeScreen: true, displayStandalone: true }),
    ).toBe('APP');
  });

  it('is WEBCLIP from an iOS home-screen icon', () => {
    expect(registerMethodOf({ ...browser, iosHomeScreen: true, displayStandalone: true })).toBe(
      'WEBCLIP',
    );
  });

  it('is PWA when installed as a web app', () => {
    expect(registerMethodOf({ ...browser, displayStandalone: true })).toBe('PWA');
    expect(isInstalled({ ...browser, displayStandalone: true })).toBe(true);
  });
});

describe('isFacebookInAppBrowser', () => {
  it("knows Facebook's and Messenger's in-app browsers by their marks", () => {
    expect(
      isFacebookInAppBrowser(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/455.0.0.43.107;]',
      ),
    ).toBe(true);
    expect(
      isFacebookInAppBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/455.0]',
      ),
    ).toBe(true);
  });

  it('leaves ordinary browsers alone', () => {
    expect(
      isFacebookInAppBrowser(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(isFacebookInAppBrowser(undefined)).toBe(false);
  });
});
