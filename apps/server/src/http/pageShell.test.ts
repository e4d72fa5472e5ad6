import { describe, expect, it } from 'vitest';
import { homeShellHtml, SHELL_GAMES, titledShellHtml } from './pageShell';

const page =
  '<html lang="fil"><div class="boot-shell"><!--page-shell-->' +
  '<div class="boot-bar"><span class="boot-brand">Playdeck</span></div>' +
  '<div class="boot-block"></div><!--/page-shell--></div></html>';

describe("home's shell", () => {
  it('draws the first banner into the block, fetched first', () => {
    const html = homeShellHtml(page, { url: '/media/banners/welcome.svg' });
    expect(html).toContain(
      '<div class="boot-block"><img class="boot-banner" src="/media/banners/welcome.svg" alt="" ' +
        'width="1200" height="500" fetchpriority="high" decoding="async"></div>',
    );
    expect(html).toContain('<span class="boot-brand">Playdeck</span>');
  });

  it('paints an inlined banner with the HTML and keeps its address for the site', () => {
    const inline = 'data:image/webp;base64,UklGRg==';
    const html = homeShellHtml(page, { url: '/media/banners/welcome.webp', inline });
    expect(html).toContain(
      `<div class="boot-block"><img class="boot-banner" src="${inline}" ` +
        'data-src="/media/banners/welcome.webp" alt="" width="1200" height="500"></div>',
    );
    // Only a picture is ever inlined; anything else falls back to the address.
    const other = homeShellHtml(page, {
      url: '/media/banners/welcome.webp',
      inline: 'javascript:alert(1)',
    });
    expect(other).toContain('src="/media/banners/welcome.webp"');
    expect(other).not.toContain('javascript:');
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

describe("a landing page's titled shell", () => {
  it("draws the title bar and log in's welcome line in the page's language", () => {
    const html = titledShellHtml(page, { title: 'Log in', intro: 'Welcome back!' }, 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<!--page-shell--><div class="boot-bar boot-titled"><span class="boot-title">Log in</span>' +
        '</div><p class="boot-intro">Welcome back!</p><!--/page-shell-->',
    );
    expect(html).not.toContain('boot-brand');
  });

  it("draws a game list's first two rows, each in its square box with same-site artwork", () => {
    const games = Array.from({ length: 9 }, (_, i) => ({
      name: `Game ${i + 1}`,
      imageUrl: i === 1 ? 'https://cdn.example.com/2.png' : `/artwork/v1/games/${i + 1}.svg`,
    }));
    const html = titledShellHtml(page, { title: 'Slots' }, 'fil', games);
    expect(html.match(/class="boot-tile"/g)).toHaveLength(SHELL_GAMES);
    expect(html).toContain(
      '<li class="boot-tile"><span class="boot-art"><img class="boot-art-image" ' +
        'src="/artwork/v1/games/1.svg" alt="" width="160" height="160" fetchpriority="high" ' +
        'decoding="async"></span><span class="boot-tile-name">Game 1</span></li>',
    );
    expect(html).not.toContain('cdn.example.com');
    expect(html).toContain(
      '<span class="boot-art"></span><span class="boot-tile-name">Game 2</span>',
    );
    expect(html).not.toContain('Game 7');
  });

  it('escapes texts and names', () => {
    const html = titledShellHtml(page, { title: '<b>Slots</b>' }, 'fil', [
      { name: '<img src=x onerror=alert(1)>', imageUrl: null },
    ]);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
