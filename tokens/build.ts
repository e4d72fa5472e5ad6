// Builds tokens/src into one CSS file per skin (tokens/build/<skin>.css) with Style Dictionary:
// a block per mode selected by `data-skin` + `data-theme` on <html> or on any wrapper element,
// the @font-face rules for the skin's bundled variable fonts, and the reduced-motion rules.
// Run: pnpm --filter @playdeck/tokens build
import StyleDictionary from 'style-dictionary';
import subsetFont from 'subset-font';
import { formattedVariables } from 'style-dictionary/utils';
import type { DesignTokens, TransformedToken } from 'style-dictionary/types';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { brandProblems, defaultSourceDir, listSkins, loadAll, tokensRoot } from './lib/load';
import {
  animatingDurations,
  cssVarName,
  fontsUsed,
  isEmitted,
  MODES,
  weightRange,
  type Fontsource,
  type Theme,
} from './lib/theme';

export const buildDir = join(tokensRoot, 'build');

/** Latin covers English and Filipino; latin-ext adds the peso sign (U+20B1). */
const FONT_SUBSETS = ['latin', 'latin-ext'];

StyleDictionary.registerFormat({
  name: 'playdeck/theme-block',
  format: ({ dictionary, options }) => {
    const opts = options as { selector: string; colorScheme: string };
    const body = formattedVariables({
      format: 'css',
      dictionary,
      usesDtcg: true,
      formatting: { indentation: '  ' },
    });
    return `${opts.selector} {\n  color-scheme: ${opts.colorScheme};\n${body}\n}\n`;
  },
});

export const themeSelector = (skin: string, mode: string) =>
  `[data-skin='${skin}'][data-theme='${mode}']`;

/** A url() from the CSS file's folder to a file, for the bundler to resolve and emit. */
const urlFrom = (outDir: string, file: string) => relative(outDir, file).split(sep).join('/');

/**
 * What the site's own text is written with: English, Filipino (ñ), the peso sign and typographic
 * punctuation. Each font gets "core" faces of just these characters in the weights the tokens
 * use: one cut from fontsource's Latin file (22 instead of 48 kB for Inter, preloaded by the
 * site) and one from Latin Extended for the peso sign (instead of its 85 kB file). The core faces
 * come after fontsource's faces, so the browser takes them for these characters and loads the
 * full faces only for others (a player's name with é).
 */
export const CORE_TEXT =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0\u00a9\u00b7\u00d1\u00d7\u00f1\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b1\u2212';

/** `U+0020-007E,U+00A0,...`: the characters as a CSS unicode-range. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j++;
    const [from, to] = [points[i] ?? 0, points[j] ?? 0];
    ranges.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    i = j + 1;
  }
  return ranges.join(',');
}

/** The characters of `text` that a CSS unicode-range (`U+0000-00FF,U+0131,...`) covers. */
export function charactersIn(range: string, text: string): string {
  const spans = range.split(',').map((part) => {
    const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
  const covered = (point: number) => spans.some(([from, to]) => point >= from && point <= to);
  return [...text].filter((c) => covered(c.codePointAt(0) ?? -1)).join('');
}

/**
 * A font's core faces: each fontsource face in FONT_SUBSETS cut to the CORE_TEXT characters it
 * covers and to `weights`, written beside the CSS and noted in `written`. Declared with the
 * face's own descriptors (browsers only combine faces by unicode-range when those match; the
 * file stops at `max`).
 */
async function coreFaces(
  font: Fontsource,
  outDir: string,
  weights: [number, number],
  written: Set<string>,
  warn: (message: string) => void,
) {
  const pkgDir = join(tokensRoot, 'node_modules', font.package);
  const [min, max] = weights;
  const rules: string[] = [];
  for (const face of fontsourceFaces(font)) {
    const source = /url\(\.\/files\/([^)]+)-wght-normal\.woff2\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    const chars = range ? charactersIn(range, CORE_TEXT) : '';
    if (!source || !chars) continue;
    const family = font.package.split('/').pop() ?? font.package;
    const file = join(
      outDir,
      'fonts',
      `${source.replace(`${family}-`, `${family}-core-`)}-wght-${min}-${max}.woff2`,
    );
    // Skins sharing a font and its weights share the file: it is cut once per build.
    if (!written.has(file)) {
      const whole = readFileSync(join(pkgDir, 'files', `${source}-wght-normal.woff2`));
      const cut = await subsetFont(whole, chars, {
        targetFormat: 'woff2',
        variationAxes: { wght: { min, max } },
      });
      const note = coreFaceNote(font.package, source, cut.length, whole.length);
      if (note) warn(note);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, cut);
      written.add(file);
    }
    rules.push(
      face
        .replace(/src:[^;]+;/, `src: url('${urlFrom(outDir, file)}') format('woff2-variations');`)
        .replace(/unicode-range:[^;]+;/, `unicode-range: ${unicodeRange(chars)};`),
    );
  }
  return rules.join('\n');
}

/**
 * A warning when a core face saves little (over 70 % of the file it was cut from): some fonts draw
 * each glyph with many points or keep large shared tables, so a cut of ~100 characters stays big.
 * The site still works and looks the same; only the preload (the text's first paint in its font)
 * is slower than with Inter or Manrope. No token changes this, so it is a warning, not an error.
 */
export function coreFaceNote(pkg: string, source: string, core: number, whole: number) {
  if (core <= whole * 0.7) return undefined;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  return (
    `${pkg}: the core face cut from ${source} is ${kb(core)}, ${Math.round((core / whole) * 100)} % of the ` +
    `${kb(whole)} file (Inter's is under 50 %). The site works the same; its first text paints a little later. ` +
    `Nothing in the tokens changes this: accept it, or choose a font with a lighter Latin file.`
  );
}

/** The @font-face rules of a fontsource package in FONT_SUBSETS, as the package writes them. */
function fontsourceFaces(font: Fontsource): string[] {
  const cssFile = join(tokensRoot, 'node_modules', font.package, font.file);
  if (!existsSync(cssFile)) {
    throw new Error(
      `font ${font.package}/${font.file} is not installed: pnpm --filter @playdeck/tokens add ${font.package}`,
    );
  }
  const faces = readFileSync(cssFile, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
  const kept = faces.filter((face) => FONT_SUBSETS.some((s) => face.includes(`-${s}-wght-`)));
  if (kept.length === 0)
    throw new Error(`${font.package}/${font.file} has no ${FONT_SUBSETS.join('/')} faces`);
  return kept;
}

/** @font-face rules from a fontsource package, with urls into node_modules for the bundler to emit. */
function fontFaces(font: Fontsource, outDir: string): string {
  const pkgDir = join(tokensRoot, 'node_modules', font.package);
  return fontsourceFaces(font)
    .map((face) =>
      face.replace(/url\(\.\/files\/([^)]+)\)/g, (_, file: string) => {
        if (!existsSync(join(pkgDir, 'files', file)))
          throw new Error(`missing font file ${font.package}/files/${file}`);
        return `url('${urlFrom(outDir, join(pkgDir, 'files', file))}')`;
      }),
    )
    .join('\n');
}

async function themeBlock(
  skin: string,
  mode: string,
  tree: Record<string, unknown>,
  paths: BuildPaths,
): Promise<string> {
  // The logo path is relative to the token sources; make it relative to the CSS file.
  const brand = tree.brand as { logo?: { $value: string } } | undefined;
  if (brand?.logo)
    brand.logo.$value = urlFrom(paths.outDir, join(paths.sourceDir, brand.logo.$value));
  const sd = new StyleDictionary({
    tokens: tree as DesignTokens,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: {
      css: {
        transformGroup: 'css',
        prefix: 'pd',
        files: [
          {
            destination: `${skin}-${mode}.css`,
            format: 'playdeck/theme-block',
            filter: (token: TransformedToken) => isEmitted(token.path),
            options: {
              selector: themeSelector(skin, mode),
              colorScheme: mode,
              outputReferences: false,
            },
          },
        ],
      },
    },
  });
  const [file] = await sd.formatPlatform('css');
  if (!file || typeof file.output !== 'string')
    throw new Error(`Style Dictionary produced nothing for ${skin}/${mode}`);
  return file.output;
}

/** Motion that moves stops under reduced motion, and everything stops under data-motion='off'. */
function motionRules(theme: Theme): string {
  const zeroes = animatingDurations(theme)
    .map((t) => `  ${cssVarName(t.path)}: 0ms;`)
    .join('\n');
  return [
    `@media (prefers-reduced-motion: reduce) {\n  [data-skin][data-theme] {\n${zeroes.replace(/^/gm, '  ')}\n  }\n}`,
    `/* Screenshots: data-motion="off" on <html> or a wrapper freezes transitions and animations. */`,
    `[data-motion='off'][data-skin][data-theme],\n[data-motion='off'] [data-skin][data-theme] {\n${zeroes}\n}`,
    `[data-motion='off'],\n[data-motion='off'] *,\n[data-motion='off'] *::before,\n[data-motion='off'] *::after {\n` +
      `  animation-duration: 0s !important;\n  animation-delay: 0s !important;\n  animation-iteration-count: 1 !important;\n` +
      `  transition-duration: 0s !important;\n  transition-delay: 0s !important;\n  scroll-behavior: auto !important;\n}`,
  ].join('\n\n');
}

export interface BuildPaths {
  /** The token sources (base/ and skins/). */
  sourceDir: string;
  /** Where <skin>.css files go. */
  outDir: string;
}

export async function buildTokens(
  paths: BuildPaths = { sourceDir: defaultSourceDir, outDir: buildDir },
  warn: (message: string) => void = (m) => console.warn(`tokens: warning: ${m}`),
): Promise<string[]> {
  const { sourceDir, outDir } = paths;
  const themes = loadAll(sourceDir);
  const problems = themes.flatMap((t) => t.issues.map((i) => `  ${t.skin}/${t.mode}: ${i}`));
  if (problems.length) throw new Error(`tokens do not match the schema:\n${problems.join('\n')}`);
  const incomplete = listSkins(sourceDir).flatMap((s) => brandProblems(s, sourceDir));
  if (incomplete.length)
    throw new Error(`a skin folder is incomplete:\n${incomplete.map((l) => `  ${l}`).join('\n')}`);

  mkdirSync(outDir, { recursive: true });
  const skins = listSkins(sourceDir);
  /** Core font files this build wrote; any other file in build/fonts is stale. */
  const written = new Set<string>();
  for (const skin of skins) {
    const mine = themes.filter((t) => t.skin === skin);
    const fonts = new Map(mine.flatMap((t) => fontsUsed(t.theme)).map((f) => [f.package, f]));
    const blocks: string[] = [];
    for (const t of mine) blocks.push(await themeBlock(skin, t.mode, t.tree, paths));
    const first = mine[0];
    if (!first) continue;
    const weights = weightRange(first.theme);
    const cores = await Promise.all(
      [...fonts.values()].map((f) => coreFaces(f, outDir, weights, written, warn)),
    );
    const css = [
      `/* Generated from tokens/src by tokens/build.ts for the skin "${skin}": do not edit. */`,
      ...[...fonts.values()].map((f) => fontFaces(f, outDir)),
      // Last, so it is the face used for the characters it holds.
      ...cores,
      ...blocks,
      motionRules(first.theme),
      '',
    ].join('\n');
    const target = join(outDir, `${skin}.css`);
    // Write then rename, so a running dev server never reads half a file.
    writeFileSync(`${target}.tmp`, css);
    renameSync(`${target}.tmp`, target);
  }
  for (const stale of readdirSync(outDir)) {
    if (stale.endsWith('.css') && !skins.includes(stale.slice(0, -4))) rmSync(join(outDir, stale));
  }
  const fontsDir = join(outDir, 'fonts');
  for (const stale of existsSync(fontsDir) ? readdirSync(fontsDir) : []) {
    if (!written.has(join(fontsDir, stale))) rmSync(join(fontsDir, stale));
  }
  return skins;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  buildTokens().then(
    (skins) =>
      console.log(`tokens: built ${skins.join(', ')} x ${MODES.join('/')} into tokens/build/`),
    (e: Error) => {
      console.error(`tokens: ${e.message}`);
      process.exit(1);
    },
  );
}
