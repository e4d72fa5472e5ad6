import { describe, expect, it } from 'vitest';
import { downloadLinksOf, hasAppDownload, iosDownloadAction, isIosSafari } from './appDownload';

describe('download links', () => {
  it('picks each resource type, trimming URLs and dropping empty ones', () => {
    expect(
      downloadLinksOf([
        { resourceType: 'IOS', url: '  https://apps.example/ios ' },
        { resourceType: 'Android', url: 'https://apps.example/app.apk' },
        { resourceType: 'MOBILECONFIG', url: '   ' },
        { resourceType: 'AppDownloadIcon', url: '/icon.png' },
        { resourceType: 'Other', url: 'https://x' },
      ]),
    ).toEqual({
      ios: 'https://apps.example/ios',
      android: 'https://apps.example/app.apk',
      icon: '/icon.png',
    });
  });

  it('offers the download page only when there is something to download', () => {
    expect(hasAppDownload(downloadLinksOf([]))).toBe(false);
    expect(
      hasAppDownload(downloadLinksOf([{ resourceType: 'AppDownloadIcon', url: '/i.png' }])),
    ).toBe(false);
    expect(hasAppDownload(downloadLinksOf([{ resourceType: 'Android', url: 'https://a' }]))).toBe(
      true,
    );
  });
});

describe('iOS download', () => {
  it('opens the iOS link when there is one', () => {
    expect(iosDownloadAction({ ios: 'https://ios', mobileConfig: 'https://p' }, false)).toEqual({
      kind: 'open',
      url: 'https://ios',
    });
  });

  it('offers the configuration profile in Safari after a 4 s notice', () => {
    expect(iosDownloadAction({ mobileConfig: 'https://p' }, true)).toEqual({
      kind: 'profile',
      url: 'https://p',
      noticeMs: 4000,
    });
  });

  it('asks to use Safari elsewhere', () => {
    expect(iosDownloadAction({ mobileConfig: 'https://p' }, false)).toEqual({ kind: 'useSafari' });
    expect(iosDownloadAction({}, true)).toEqual({ kind: 'useSafari' });
  });

  it('recognises Safari on iOS and not Chrome on iOS', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const chrome =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
    const android =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(chrome)).toBe(false);
    expect(isIosSafari(android)).toBe(false);
  });
});
