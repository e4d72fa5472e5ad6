import { describe, expect, it } from 'vitest';
import { HOME_BANNER_SLOT, homeShellHtml } from './homeShell';

const page = `<div class="boot-block">${HOME_BANNER_SLOT}</div>`;

describe('homeShellHtml', () => {
  it('draws the first banner into the shell, fetched first', () => {
    const html = homeShellHtml(page, { url: '/media/banners/welcome.svg' });
    expect(html).toBe(
      '<div class="boot-block"><img class="boot-banner" src="/media/banners/welcome.svg" alt="" ' +
        'width="1200" height="500" fetchpriority="high" decoding="async"></div>',
    );
  });

  it('escapes the address so operator data cannot break out of the attribute', () => {
    const html = homeShellHtml(page, { url: '/media/"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="/media/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('leaves the shell alone without a banner or with one from another site', () => {
    expect(homeShellHtml(page, null)).toBe(page);
    expect(homeShellHtml(page, { url: 'https://cdn.example.com/b.png' })).toBe(page);
    expect(homeShellHtml(page, { url: '//cdn.example.com/b.png' })).toBe(page);
  });
});
