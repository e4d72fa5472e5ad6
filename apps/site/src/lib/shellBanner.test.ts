import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads the module afresh over a page whose shell holds `shell`. */
async function withShell(shell: string) {
  document.body.innerHTML = `<div id="root"><div class="boot-shell">${shell}</div></div>`;
  vi.resetModules();
  return import('./shellBanner');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the shell's banner", () => {
  it('shows the inlined copy for the same address and fetches any other', async () => {
    const inline = 'data:image/webp;base64,UklGRg==';
    const m = await withShell(
      `<img class="boot-banner" src="${inline}" data-src="/media/banners/welcome.webp">`,
    );
    expect(m.shellBannerUrl).toBe(inline);
    expect(m.shownBannerUrl('/media/banners/welcome.webp')).toBe(inline);
    expect(m.shownBannerUrl('/media/banners/bonus.webp')).toBe('/media/banners/bonus.webp');
  });

  it('keeps addresses as they are when the shell linked its banner', async () => {
    const m = await withShell('<img class="boot-banner" src="/media/banners/welcome.webp">');
    expect(m.shellBannerUrl).toBe('/media/banners/welcome.webp');
    expect(m.shownBannerUrl('/media/banners/welcome.webp')).toBe('/media/banners/welcome.webp');
  });

  it('has nothing to show on a page without a shell banner', async () => {
    const m = await withShell('<div class="boot-block"></div>');
    expect(m.shellBannerUrl).toBeNull();
    expect(m.shownBannerUrl('/media/banners/welcome.webp')).toBe('/media/banners/welcome.webp');
  });
});
