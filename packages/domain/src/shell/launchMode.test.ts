import { describe, expect, it } from 'vitest';
import { isInstalled, registerMethodOf } from './launchMode';

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
