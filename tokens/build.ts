// Builds tokens/src into one CSS file per skin (tokens/build/<skin>.css) with Style Dictionary:
// a block per mode selected by `data-skin` + `data-theme` on <html> or on any wrapper element,
// the @font-face rules for the skin's bundled variable fonts, and the reduced-motion rules.
// Run: pnpm --filter @playdeck/tokens build
import StyleDictionary from 'style-dictionary';
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
import { join, relative, sep } from 'node:path';
import { defaultSourceDir, listSkins, loadAll, tokensRoot } from './lib/load';
import {
  animatingDurations,
  cssVarName,
  fontsUsed,
  isEmitted,
  MODES,
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

/** @font-face rules from a fontsource package, with urls into node_modules for the bundler to emit. */
function fontFaces(font: Fontsource, outDir: string): string {
  const pkgDir = join(tokensRoot, 'node_modules', font.package);
  const cssFile = join(pkgDir, font.file);
  if (!existsSync(cssFile)) {
    throw new Error(
      `font ${font.package}/${font.file} is not installed: pnpm --filter @playdeck/tokens add ${font.package}`,
    );
  }
  const faces = readFileSync(cssFile, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
  const kept = faces.filter((face) => FONT_SUBSETS.some((s) => face.includes(`-${s}-wght-`)));
  if (kept.length === 0)
    throw new Error(`${font.package}/${font.file} has no ${FONT_SUBSETS.join('/')} faces`);
  return kept
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
): Promise<string[]> {
  const { sourceDir, outDir } = paths;
  const themes = loadAll(sourceDir);
  const problems = themes.flatMap((t) => t.issues.map((i) => `  ${t.skin}/${t.mode}: ${i}`));
  if (problems.length) throw new Error(`tokens do not match the schema:\n${problems.join('\n')}`);

  mkdirSync(outDir, { recursive: true });
  const skins = listSkins(sourceDir);
  for (const skin of skins) {
    const mine = themes.filter((t) => t.skin === skin);
    const fonts = new Map(mine.flatMap((t) => fontsUsed(t.theme)).map((f) => [f.package, f]));
    const blocks: string[] = [];
    for (const t of mine) blocks.push(await themeBlock(skin, t.mode, t.tree, paths));
    const first = mine[0];
    if (!first) continue;
    const css = [
      `/* Generated from tokens/src by tokens/build.ts for the skin "${skin}": do not edit. */`,
      ...[...fonts.values()].map((f) => fontFaces(f, outDir)),
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
