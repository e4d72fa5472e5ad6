import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentRegisterMethod, deviceHeader, readLaunchContext } from './launchContext';

const setStandalone = (value: boolean | undefined) =>
  Object.defineProperty(window.navigator, 'standalone', { value, configurable: true });

function mockDisplayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: standalone && query.includes('standalone'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  setStandalone(undefined);
});

describe('launch context', () => {
  it('is H5 in a browser tab, without a Device header', () => {
    mockDisplayMode(false);
    expect(currentRegisterMethod()).toBe('H5');
    expect(deviceHeader()).toBeUndefined();
  });

  it('is PWA when the browser runs it as an installed app', () => {
    mockDisplayMode(true);
    expect(readLaunchContext().displayStandalone).toBe(true);
    expect(currentRegisterMethod()).toBe('PWA');
  });

  it('is WEBCLIP from an iOS home-screen icon, which also sends Device OTHERS', () => {
    mockDisplayMode(true);
    setStandalone(true);
    expect(currentRegisterMethod()).toBe('WEBCLIP');
    expect(deviceHeader()).toBe('OTHERS');
  });

  it("is APP inside the operator's native app", () => {
    mockDisplayMode(false);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 PlaydeckApp/2.1');
    expect(currentRegisterMethod()).toBe('APP');
  });
});
