import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokens } from '../build';
import { expectedTokenNames, listSkins, loadTheme } from '../lib/load';
import { animatingDurations, cssVarName, MODES } from '../lib/theme';
import { copyOfSources } from './fixtures';

const outDir = mkdtempSync(join(tmpdir(), 'pd-tokens-build-'));
const skins = listSkins();
const css = (skin: string, dir = outDir) => readFileSync(join(dir, `${skin}.css`), 'utf8');

/** The declarations of one skin x mode block. */
function block(text: string, skin: string, mode: string): string {
  const start = text.indexOf(`[data-skin='${skin}'][data-theme='${mode}'] {`);
  expect(start, `no block for ${skin}/${mode}`).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('\n}', start));
}

beforeAll(async () => {
  await buildTokens({ sourceDir: resolve(__dirname, '../src'), outDir });
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe.each(skins)('tokens/build/%s.css', (skin) => {
  it.each(MODES)(
    'has a %s block on any element carrying the attributes, with every token',
    (mode) => {
      const text = css(skin);
      expect(text).not.toContain(':root');
      const decls = block(text, skin, mode);
      expect(decls).toContain(`color-scheme: ${mode};`);
      const missing = expectedTokenNames()
        .map((n) => cssVarName(n.split('.')))
        .filter((v) => !decls.includes(`${v}:`));
      expect(missing).toEqual([]);
      const accent = loadTheme(skin, mode).theme.get('color.accent')?.value;
      expect(decls).toContain(`--pd-color-accent: ${String(accent).toLowerCase()};`);
    },
  );

  it('points its fonts and logo at files that exist, for the bundler to emit', () => {
    const urls = [...css(skin).matchAll(/url\(['"]?([^'")]+)['"]?\)/g)].map((m) => m[1] as string);
    expect(urls.some((u) => u.endsWith('.woff2'))).toBe(true);
    expect(urls.some((u) => u.endsWith('.svg'))).toBe(true);
    for (const url of urls) expect(existsSync(resolve(outDir, url)), url).toBe(true);
  });

  it('stops moving transitions under reduced motion or data-motion="off", and leaves timers alone', () => {
    const text = css(skin);
    const reduced = text.slice(text.indexOf('@media (prefers-reduced-motion: reduce)'));
    const moving = animatingDurations(loadTheme(skin, 'dark').theme).map((t) => cssVarName(t.path));
    expect(moving).toEqual(
      expect.arrayContaining(['--pd-motion-press-in', '--pd-motion-page', '--pd-motion-sheet']),
    );
    for (const v of moving) expect(reduced).toContain(`${v}: 0ms;`);
    expect(reduced).not.toContain('--pd-motion-toast-default');
    expect(reduced).not.toContain('--pd-motion-banner-autoplay');
    expect(text).toContain("[data-motion='off'] [data-skin][data-theme] {");
    expect(text).toMatch(/\[data-motion='off'\] \*,[\s\S]*transition-duration: 0s !important;/);
  });
});

describe('a new merchant skin', () => {
  it('is a copied folder with new values: its own CSS, no code', async () => {
    const copy = copyOfSources();
    const out = mkdtempSync(join(tmpdir(), 'pd-tokens-ember-'));
    try {
      cpSync(join(copy.dir, 'skins/jade'), join(copy.dir, 'skins/ember'), { recursive: true });
      copy.edit('skins/ember/dark.json', (j) => (j.color.accent = { $value: '#FF7A18' }));
      expect(await buildTokens({ sourceDir: copy.dir, outDir: out })).toEqual(
        [...skins, 'ember'].sort(),
      );
      expect(block(css('ember', out), 'ember', 'dark')).toContain('--pd-color-accent: #ff7a18;');
      expect(css('ember', out)).toContain("[data-skin='ember'][data-theme='light']");
    } finally {
      copy.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('that breaks the schema stops the build with the reason', async () => {
    const copy = copyOfSources();
    const out = mkdtempSync(join(tmpdir(), 'pd-tokens-bad-'));
    try {
      copy.edit('skins/jade/light.json', (j) => (j.color.accent = { $value: 'teal' }));
      await expect(buildTokens({ sourceDir: copy.dir, outDir: out })).rejects.toThrow(
        /jade\/light: color\.accent: \$value expected a hex colour/,
      );
      expect(existsSync(join(out, 'jade.css'))).toBe(false);
    } finally {
      copy.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
