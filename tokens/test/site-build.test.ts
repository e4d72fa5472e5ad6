// Builds the real site once per skin (PLAYDECK_SKIN) and checks what ships: only that skin's CSS
// and fonts, its name on <html>, its browser bar colours; then loads the jade build in Chromium
// under the server's strict CSP to prove the bundled font and the stored mode apply.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';
import { buildTokens } from '../build';
import { expectedTokenNames, listSkins, loadBrand, loadTheme } from '../lib/load';
import { cssVarName, fontsUsed, MODES } from '../lib/theme';
import { buildSite as build, serveSite } from './siteBuild';

const skins = listSkins();
const outDirs = new Map<string, string>();
const buildSite = (skin: string) => build(skin, { PLAYDECK_SKIN: skin });

const assetsOf = (outDir: string) => readdirSync(join(outDir, 'assets'));
const shippedCss = (outDir: string) =>
  assetsOf(outDir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
    .join('\n');

beforeAll(async () => {
  // Unit tests run before `pnpm build`, so build the tokens here.
  await buildTokens();
  for (const skin of skins) outDirs.set(skin, await buildSite(skin));
}, 240_000);

afterAll(() => {
  for (const dir of outDirs.values()) rmSync(dir, { recursive: true, force: true });
});

describe.each(skins)('the site built with PLAYDECK_SKIN=%s', (skin) => {
  const out = () => outDirs.get(skin) as string;

  it('names the skin on <html> and takes the browser bar colours from its tokens', () => {
    const html = readFileSync(join(out(), 'index.html'), 'utf8');
    expect(html).toContain(`data-skin="${skin}"`);
    expect(html).not.toContain('%PLAYDECK_');
    for (const mode of MODES) {
      const bar = loadTheme(skin, mode).theme.get('color.surface-1')?.value;
      expect(html).toContain(`data-${mode}="${String(bar)}"`);
    }
    expect(html).toMatch(/<script src="\/theme-init\.js"><\/script>/);
    expect(readFileSync(join(out(), 'theme-init.js'), 'utf8')).toContain("'pd-theme'");
  });

  it("names the merchant from the skin's brand.json and ships icons rendered from its folder", () => {
    const brand = loadBrand(skin);
    const html = readFileSync(join(out(), 'index.html'), 'utf8');
    expect(html).toContain(`<title>${brand.name}</title>`);
    expect(html).toContain(`<span class="boot-brand">${brand.name}</span>`);
    expect(html).toContain(
      `<link rel="apple-touch-icon" href="/icons/${skin}/apple-touch-icon.png">`,
    );
    const manifest = JSON.parse(readFileSync(join(out(), 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      short_name: string;
      background_color: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.shortName,
      background_color: String(loadTheme(skin, 'dark').theme.get('color.page')?.value),
      theme_color: String(loadTheme(skin, 'dark').theme.get('color.surface-1')?.value),
    });
    for (const icon of [
      ...manifest.icons,
      { src: `/icons/${skin}/apple-touch-icon.png`, sizes: '180x180' },
    ]) {
      const png = readFileSync(join(out(), icon.src));
      // PNG signature, then IHDR's width and height.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    // Another skin's icons do not ship.
    expect(readdirSync(join(out(), 'icons'))).toEqual([skin]);
  });

  it("ships this skin's variables for both modes and no other skin", () => {
    const css = shippedCss(out());
    for (const mode of MODES) {
      expect(css).toMatch(
        new RegExp(`\\[data-skin=['"]?${skin}['"]?\\]\\[data-theme=['"]?${mode}['"]?\\]`),
      );
    }
    for (const other of skins.filter((s) => s !== skin)) {
      expect(css).not.toMatch(new RegExp(`data-skin=['"]?${other}\\b`));
    }
    const missing = expectedTokenNames()
      .map((name) => cssVarName(name.split('.')))
      .filter((v) => !css.includes(`${v}:`));
    expect(missing).toEqual([]);
  });

  it('bundles its own variable fonts from node_modules and no others, served from the site itself', () => {
    const css = shippedCss(out());
    const fonts = assetsOf(out()).filter((f) => f.endsWith('.woff2'));
    const mine = fontsUsed(loadTheme(skin, 'dark').theme).map((f) => f.package.split('/')[1] ?? '');
    expect(mine.length).toBeGreaterThan(0);
    for (const family of mine) {
      expect(fonts.some((f) => f.startsWith(`${family}-latin-wght`))).toBe(true);
      // The core face (the site's own characters) is the one the page preloads.
      const core = fonts.find((f) => f.startsWith(`${family}-core-latin-wght-`));
      expect(core, family).toBeDefined();
      expect(readFileSync(join(out(), 'index.html'), 'utf8')).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/${core}">`,
      );
    }
    expect(fonts.every((f) => mine.some((family) => f.startsWith(`${family}-`)))).toBe(true);
    const fontUrls = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]);
    expect(fontUrls.length).toBe(fonts.length);
    for (const url of fontUrls) expect(url).toMatch(/^\/assets\//);
  });
});

describe('a skin that does not exist', () => {
  it('stops the build with the list of skins', async () => {
    await expect(buildSite('nosuchskin')).rejects.toThrow(
      `PLAYDECK_SKIN="nosuchskin" is not a skin. Choose one of: ${skins.join(', ')}`,
    );
  }, 60_000);
});

describe('the jade build in Chromium under the strict CSP', () => {
  let origin = '';
  let close: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    const served = await serveSite(outDirs.get('jade') as string);
    origin = `http://127.0.0.1:${served.port}`;
    close = served.close;
  });
  afterAll(() => close());

  it('loads Manrope from the site, applies the stored light mode before the app runs, and breaks no CSP rule', async () => {
    const chrome = findChrome() as string | null;
    expect(
      chrome,
      'Chromium is needed: apt-get install -y chromium or set CHROME_PATH',
    ).toBeTruthy();
    const browser = await chromium.launch({
      executablePath: chrome as string,
      args: chromeArgs as string[],
    });
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        localStorage.setItem('pd-theme', 'light');
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
            `${e.violatedDirective} ${e.blockedURI}`,
          ),
        );
      });
      // Block the app bundle: what shows must come from the HTML, theme-init.js and CSS alone.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(`${origin}/m/home`);
      const state = await page.evaluate(async () => {
        // Filipino text with the peso sign, drawn in the body font as the site draws it.
        const sample = document.createElement('p');
        sample.textContent = 'Maglaro ₱1,234.56';
        sample.style.fontFamily = 'var(--pd-font-body)';
        document.body.append(sample);
        await new Promise((done) => requestAnimationFrame(done));
        await document.fonts.ready;
        const faces = [...document.fonts];
        const html = document.documentElement;
        return {
          skin: html.dataset.skin,
          theme: html.dataset.theme,
          bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
          page: getComputedStyle(html).getPropertyValue('--pd-color-page').trim(),
          bodyFont: getComputedStyle(html).getPropertyValue('--pd-font-body').trim(),
          loadedFaces: faces.filter((f) => f.status === 'loaded').length,
          // Filipino text with the peso sign needs only the core face: no Latin or Latin
          // Extended file is fetched for it.
          fontFiles: performance
            .getEntriesByType('resource')
            .map((e) => e.name.split('/').pop() ?? '')
            .filter((name) => name.endsWith('.woff2'))
            .map((name) => name.replace(/-[\w-]{8}\.woff2$/, '')),
        };
      });
      const light = loadTheme('jade', 'light').theme;
      expect(state).toEqual({
        skin: 'jade',
        theme: 'light',
        bar: String(light.get('color.surface-1')?.value),
        page: String(light.get('color.page')?.value).toLowerCase(),
        bodyFont: expect.stringMatching(/^['"]Manrope Variable['"], ?system-ui, ?sans-serif$/),
        loadedFaces: expect.any(Number),
        fontFiles: ['manrope-core-latin-wght-400-800', 'manrope-core-latin-ext-wght-400-800'],
      });
      expect(state.loadedFaces).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
