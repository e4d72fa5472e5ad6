// Builds the real site once per skin (PLAYDECK_SKIN) and checks what ships: only that skin's CSS
// and fonts, its name on <html>, its browser bar colours; then loads the jade build in Chromium
// under the server's strict CSP to prove the bundled font and the stored mode apply.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../apps/server/src/security';
// @ts-expect-error plain ESM script without type declarations
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';
import { buildTokens } from '../build';
import { expectedTokenNames, listSkins, loadTheme, tokensRoot } from '../lib/load';
import { cssVarName, fontsUsed, MODES } from '../lib/theme';

const run = promisify(execFile);
const repo = join(tokensRoot, '..');
const siteDir = join(repo, 'apps/site');
const viteBin = join(repo, 'node_modules/vite/bin/vite.js');
const skins = listSkins();
const outDirs = new Map<string, string>();

async function buildSite(skin: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `pd-site-${skin}-`));
  await run(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: siteDir,
      env: { ...process.env, PLAYDECK_SKIN: skin },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return outDir;
}

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
  let server: Server;
  let origin = '';
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
  };

  beforeAll(async () => {
    const dir = outDirs.get('jade') as string;
    server = createServer((req, res) => {
      const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
      const file = join(dir, path.endsWith('/') || !extname(path) ? 'index.html' : path);
      try {
        const body = readFileSync(file);
        res.writeHead(200, {
          'Content-Type': types[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': contentSecurityPolicy,
        });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
