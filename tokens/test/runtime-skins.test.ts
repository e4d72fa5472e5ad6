// One build for several merchants (PLAYDECK_SKINS): built once with two skins, served on
// 127.0.0.1, and opened in Chromium under two host names of this machine (127.0.0.1 and
// localhost), each of which must get its own skin before the first paint and download nothing of
// the other's.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';
import { buildTokens } from '../build';
import { listSkins, loadBrand, loadTheme } from '../lib/load';
import { fontsUsed } from '../lib/theme';
import { buildSite, serveSite } from './siteBuild';

// The first two skins: the first serves any host, the second is chosen for localhost.
const [fallback = 'aurum', chosen = 'jade'] = listSkins();
let dir = '';
let port = 0;
let close: () => Promise<void> = () => Promise.resolve();
let browser: Browser;

beforeAll(async () => {
  await buildTokens();
  dir = await buildSite('runtime', {
    PLAYDECK_SKINS: `${fallback},${chosen}`,
    PLAYDECK_SKIN_HOSTS: `localhost=${chosen}`,
  });
  // Each skin's stylesheet arrives late: a page that painted before it would flash unstyled.
  const served = await serveSite(dir, (path) => (/\/skin-[\w-]+\.css$/.test(path) ? 400 : 0));
  port = served.port;
  close = served.close;
  browser = await chromium.launch({
    executablePath: findChrome() as string,
    args: chromeArgs as string[],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await close();
  rmSync(dir, { recursive: true, force: true });
});

describe('runtime skins: one build, the skin chosen by host name', () => {
  it('ships every listed skin as its own stylesheet, none in the app bundle', () => {
    const assets = readdirSync(join(dir, 'assets'));
    for (const skin of [fallback, chosen])
      expect(assets.some((f) => new RegExp(`^skin-${skin}-[\\w-]{8}\\.css$`).test(f))).toBe(true);
    const bundleCss = assets
      .filter((f) => f.endsWith('.css') && !f.startsWith('skin-'))
      .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))
      .join('\n');
    expect(bundleCss).not.toMatch(/\[data-skin=/);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toMatch(/<script src="\/skins\.js"><\/script>\s*<script src="\/theme-init\.js">/);
  });

  it.each([
    ['127.0.0.1', fallback, chosen],
    ['localhost', chosen, fallback],
  ])(
    '%s gets %s before the first paint, and nothing of %s',
    async (host, skin, other) => {
      const page = await browser.newPage();
      try {
        const violations: string[] = [];
        page.on('console', (m) => {
          if (/Content Security Policy/.test(m.text())) violations.push(m.text());
        });
        // What the first frame would show: recorded in the first animation frame callback.
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            const html = document.documentElement;
            (window as unknown as { firstFrame: unknown }).firstFrame = {
              skin: html.dataset.skin,
              page: getComputedStyle(html).getPropertyValue('--pd-color-page').trim(),
            };
          });
        });
        const requested: string[] = [];
        page.on('request', (r) => requested.push(new URL(r.url()).pathname));
        await page.goto(`http://${host}:${port}/m/home`);
        await page.waitForFunction(() => 'firstFrame' in window);
        const dark = loadTheme(skin, 'dark').theme;
        expect(
          await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame),
        ).toEqual({
          skin,
          page: String(dark.get('color.page')?.value).toLowerCase(),
        });
        await page.waitForLoadState('networkidle');
        expect(await page.title()).toBe(loadBrand(skin).name);
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
          `/manifest-${skin}.webmanifest`,
        );
        expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
          String(dark.get('color.surface-1')?.value),
        );
        const families = (s: string) =>
          fontsUsed(loadTheme(s, 'dark').theme).map((f) => f.package.split('/')[1] ?? '');
        const css = requested.filter((p) => /\/skin-[\w-]+\.css$/.test(p));
        expect(css).toEqual([expect.stringMatching(new RegExp(`/skin-${skin}-`))]);
        const fonts = requested.filter((p) => p.endsWith('.woff2'));
        expect(fonts.length).toBeGreaterThan(0);
        const otherOnly = families(other).filter((f) => !families(skin).includes(f));
        for (const file of fonts)
          expect(
            otherOnly.some((family) => file.includes(`/${family}-`)),
            file,
          ).toBe(false);
        expect(violations).toEqual([]);
      } finally {
        await page.close();
      }
    },
    30_000,
  );
});
