// Reads the token files from disk (Node only): the skins that exist and each skin x mode resolved.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildTheme,
  emittedTokens,
  layerFiles,
  logoCandidates,
  MODES,
  type Mode,
  type Theme,
  type TokenTree,
} from './theme';
import { themeIssues } from './schema';
import { brandIssues, iconCandidates, parseBrand, type Brand } from './brand';

export const tokensRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const defaultSourceDir = join(tokensRoot, 'src');

/** Skin folder names under src/skins. */
export function listSkins(sourceDir = defaultSourceDir): string[] {
  const dir = join(sourceDir, 'skins');
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

function readJson(sourceDir: string, file: string): TokenTree | undefined {
  const full = join(sourceDir, file);
  if (!existsSync(full)) return undefined;
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as TokenTree;
  } catch (e) {
    throw new Error(`tokens/src/${file} is not valid JSON: ${(e as Error).message}`);
  }
}

/** The logo file (relative to src) a skin shows in a mode, if it has one. */
export function logoFor(
  skin: string,
  mode: Mode,
  sourceDir = defaultSourceDir,
): string | undefined {
  return logoCandidates(skin, mode).find((f) => existsSync(join(sourceDir, f)));
}

export interface LoadedTheme {
  skin: string;
  mode: Mode;
  /** Merged DTCG tree (references kept), as Style Dictionary reads it. */
  tree: TokenTree;
  theme: Theme;
}

export function loadTheme(skin: string, mode: Mode, sourceDir = defaultSourceDir): LoadedTheme {
  if (!existsSync(join(sourceDir, 'skins', skin))) {
    throw new Error(`no skin "${skin}": expected a folder tokens/src/skins/${skin}`);
  }
  const files = Object.fromEntries(layerFiles(skin, mode).map((f) => [f, readJson(sourceDir, f)]));
  const { tree, theme } = buildTheme(files, skin, mode, logoFor(skin, mode, sourceDir));
  return { skin, mode, tree, theme };
}

/** Every emitted token name a skin must define: the base's, in both modes, plus the logo. */
export function expectedTokenNames(sourceDir = defaultSourceDir): string[] {
  const names = new Set<string>(['brand.logo']);
  for (const mode of MODES) {
    const files = Object.fromEntries(
      layerFiles('', mode)
        .slice(0, 2)
        .map((f) => [f, readJson(sourceDir, f)]),
    );
    for (const t of emittedTokens(buildTheme(files, '', mode, undefined).theme)) names.add(t.name);
  }
  return [...names];
}

/** Every skin in every mode, with its schema problems (empty when valid). */
export function loadAll(sourceDir = defaultSourceDir) {
  const expected = expectedTokenNames(sourceDir);
  return listSkins(sourceDir).flatMap((skin) =>
    MODES.map((mode) => {
      const loaded = loadTheme(skin, mode, sourceDir);
      return { ...loaded, issues: themeIssues(loaded.theme, expected) };
    }),
  );
}

/** Problems with a skin's brand.json (missing file, bad JSON, missing or unknown fields). */
export function brandProblems(skin: string, sourceDir = defaultSourceDir): string[] {
  const file = `tokens/src/skins/${skin}/brand.json`;
  const full = join(sourceDir, 'skins', skin, 'brand.json');
  if (!existsSync(full))
    return [
      `${file} is missing: it names the merchant ({ "name", "shortName", "appName", "legalName" }; see aurum's)`,
    ];
  try {
    return brandIssues(JSON.parse(readFileSync(full, 'utf8')), file);
  } catch (e) {
    return [`${file} is not valid JSON: ${(e as Error).message}`];
  }
}

/** A skin's brand (names for the title, the manifest and the texts); throws what is wrong. */
export function loadBrand(skin: string, sourceDir = defaultSourceDir): Brand {
  const problems = brandProblems(skin, sourceDir);
  if (problems.length) throw new Error(problems.join('\n'));
  const full = join(sourceDir, 'skins', skin, 'brand.json');
  return parseBrand(JSON.parse(readFileSync(full, 'utf8')), `tokens/src/skins/${skin}/brand.json`);
}

/** The SVG a skin's app icons are drawn from (absolute path): icon.svg, else its (dark) logo. */
export function iconSourceFor(skin: string, sourceDir = defaultSourceDir): string {
  const found = iconCandidates(skin)
    .map((f) => join(sourceDir, f))
    .find((f) => existsSync(f));
  if (!found)
    throw new Error(
      `tokens/src/skins/${skin} has no icon.svg or logo to draw the app icons from: add a square icon.svg`,
    );
  return found;
}

/** The base alone (aurum is the base itself) in one mode: what a skin inherits. */
export function loadBase(mode: Mode, sourceDir = defaultSourceDir): Theme {
  const files = Object.fromEntries(
    layerFiles('', mode)
      .slice(0, 2)
      .map((f) => [f, readJson(sourceDir, f)]),
  );
  return buildTheme(files, '', mode, undefined).theme;
}
