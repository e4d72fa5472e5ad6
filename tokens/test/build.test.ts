import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokens, charactersIn, coreFaceNote, CORE_TEXT, unicodeRange } from '../build';
import { expectedTokenNames, listSkins, loadTheme } from '../lib/load';
import { animatingDurations, cssVarName, fontsUsed, MODES, weightRange } from '../lib/theme';
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

  it("ends its font faces with each font's core faces: the site's characters in its weights", () => {
    const theme = loadTheme(skin, 'dark').theme;
    const [min, max] = weightRange(theme);
    const faces = css(skin).match(/@font-face\s*{[^}]*}/g) ?? [];
    const fonts = fontsUsed(theme);
    // Each font: fontsource's Latin Extended and Latin faces, then their two core cuts.
    const cores = faces.slice(-2 * fonts.length);
    for (const [i, font] of fonts.entries()) {
      const family = font.package.split('/').pop() ?? '';
      const [ext = '', latin = ''] = cores.slice(2 * i, 2 * i + 2);
      expect(ext).toContain(`url('fonts/${family}-core-latin-ext-wght-${min}-${max}.woff2')`);
      expect(ext).toContain('unicode-range: U+20B1;');
      expect(latin).toContain(`url('fonts/${family}-core-latin-wght-${min}-${max}.woff2')`);
      expect(latin).toContain(`unicode-range: ${unicodeRange(CORE_TEXT.replace('\u20b1', ''))};`);
      // Declared like the faces they override, so the browser picks them by unicode-range.
      const declared = /font-weight: [^;]+;/.exec(faces[0] ?? '')?.[0];
      for (const core of [ext, latin]) expect(core).toContain(declared);
      const file = readFileSync(
        join(outDir, 'fonts', `${family}-core-latin-wght-${min}-${max}.woff2`),
      );
      const source = readFileSync(
        resolve(
          __dirname,
          `../node_modules/${font.package}/files/${family}-latin-wght-normal.woff2`,
        ),
      );
      // A font whose core face saves little is a warning (coreFaceNote), not a failure.
      expect(file.length).toBeGreaterThan(0);
      const note = coreFaceNote(font.package, `${family}-latin`, file.length, source.length);
      if (note) console.warn(note);
    }
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

describe("a skin folder without the merchant's names", () => {
  it('stops the build and says which file and field to add', async () => {
    const copy = copyOfSources();
    const out = mkdtempSync(join(tmpdir(), 'pd-tokens-brand-'));
    try {
      cpSync(join(copy.dir, 'skins/jade'), join(copy.dir, 'skins/ember'), { recursive: true });
      rmSync(join(copy.dir, 'skins/ember/brand.json'));
      await expect(buildTokens({ sourceDir: copy.dir, outDir: out })).rejects.toThrow(
        'tokens/src/skins/ember/brand.json is missing: it names the merchant',
      );
      copy.edit('skins/ember/brand.json', (j) => {
        j.name = 'Ember Play';
        j.appName = 'Ember app';
        j.legalName = 'Ember Inc.';
        j.shortName = 'Ember Play Philippines';
      });
      await expect(buildTokens({ sourceDir: copy.dir, outDir: out })).rejects.toThrow(
        'tokens/src/skins/ember/brand.json: shortName longer than 12 characters: the name under the installed app icon',
      );
    } finally {
      copy.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('a rebuild', () => {
  it('keeps only the core fonts the skins use now, also when weights change between builds', async () => {
    const out = mkdtempSync(join(tmpdir(), 'pd-tokens-fonts-'));
    const copy = copyOfSources();
    try {
      await buildTokens({ sourceDir: copy.dir, outDir: out });
      const before = readdirSync(join(out, 'fonts'));
      copy.edit('base/primitives.json', (j) => (j.font.weight.bold = { $value: 700 }));
      await buildTokens({ sourceDir: copy.dir, outDir: out });
      const after = readdirSync(join(out, 'fonts'));
      expect(after).toEqual(before.map((f) => f.replace('-400-800.', '-400-700.')));
    } finally {
      copy.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('unicodeRange', () => {
  it('writes runs of characters as ranges and single ones alone, in order', () => {
    expect(unicodeRange('cab\u20b1 a')).toBe('U+0020,U+0061-0063,U+20B1');
  });

  it("covers ASCII, the peso sign and Filipino's ñ in the core text", () => {
    const range = unicodeRange(CORE_TEXT);
    expect(range.startsWith('U+0020-007E,')).toBe(true);
    for (const c of ['\u20b1', '\u00f1', '\u2026']) expect(CORE_TEXT).toContain(c);
  });
});

describe('charactersIn', () => {
  it('keeps the characters a unicode-range covers, single points and spans alike', () => {
    expect(charactersIn('U+0000-00FF,U+2026', 'a\u00f1\u20b1\u2026')).toBe('a\u00f1\u2026');
    expect(charactersIn('U+20A0-20AB,U+20AD-20C0', 'P\u20b1')).toBe('\u20b1');
    expect(charactersIn('U+0100-02BA', 'abc')).toBe('');
  });
});

describe('a font whose core face saves little', () => {
  it('is explained as a warning that says no token can fix it', () => {
    expect(
      coreFaceNote('@fontsource-variable/inter', 'inter-latin', 20_000, 48_000),
    ).toBeUndefined();
    const note = coreFaceNote('@fontsource-variable/x', 'x-latin', 25_440, 32_292);
    expect(note).toContain(
      '@fontsource-variable/x: the core face cut from x-latin is 24.8 kB, 79 %',
    );
    expect(note).toContain('Nothing in the tokens changes this');
  });
});
