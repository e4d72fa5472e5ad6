// The skin studio's rules (Storybook, Designers / Skin studio): what an operator can change, how
// the changes become a skin folder (brand.json, common.json, dark.json, light.json), and how a
// resolved theme becomes the CSS variables the live preview sets. No file system: it runs in the
// browser; tokens/test/studio.test.ts builds what it exports.
import type { Brand } from './brand';
import { cssVarName, emittedTokens, MODES, type Mode, type Theme, type TokenTree } from './theme';

/** The colours the studio offers, per mode (the rest come from the skin it starts from). */
export const STUDIO_COLOURS = [
  'page',
  'surface-1',
  'surface-2',
  'surface-3',
  'text-primary',
  'accent',
  'accent-pressed',
  'accent-text',
  'text-on-accent',
  'focus-ring',
  'jackpot-start',
  'jackpot-end',
  'tile-1-start',
  'tile-2-start',
  'tile-3-start',
  'tile-4-start',
] as const;
export type StudioColour = (typeof STUDIO_COLOURS)[number];

/** Corner radii the roundness slider scales, with the base's values in px. */
export const STUDIO_RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export interface StudioSkin {
  /** Folder name of the new skin (lower case letters, digits and dashes). */
  name: string;
  brand: Brand;
  colours: Record<Mode, Record<StudioColour, string>>;
  /** A `typeface.*` token name, e.g. `manrope`. */
  typeface: string;
  /** Radii in px by STUDIO_RADII name. */
  radii: Record<(typeof STUDIO_RADII)[number], number>;
}

const px = (value: unknown) => Number.parseFloat(String(value)) || 0;

/** The studio's starting point: a skin as it resolves now. */
export function studioFrom(name: string, brand: Brand, themes: Record<Mode, Theme>): StudioSkin {
  const colours = Object.fromEntries(
    MODES.map((mode) => [
      mode,
      Object.fromEntries(
        STUDIO_COLOURS.map((c) => [c, String(themes[mode].get(`color.${c}`)?.value).toUpperCase()]),
      ),
    ]),
  ) as StudioSkin['colours'];
  const body = themes.dark.get('font.body');
  return {
    name,
    brand,
    colours,
    typeface: body?.aliasOf?.replace(/^typeface\./, '') ?? 'inter',
    radii: Object.fromEntries(
      STUDIO_RADII.map((r) => [r, px(themes.dark.get(`radius.${r}`)?.value)]),
    ) as StudioSkin['radii'],
  };
}

/** Problems with the folder name, as a sentence; undefined when it is fine. */
export function skinNameProblem(name: string, taken: readonly string[]): string | undefined {
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(name))
    return 'Use 2 to 31 lower-case letters, digits or dashes, starting with a letter (it is the folder name).';
  if (taken.includes(name)) return `There is already a skin called "${name}": choose another name.`;
  return undefined;
}

/**
 * The skin folder's files for the studio's choices. `typefaces` holds every `typeface.*` token the
 * token files declare (with its fontsource extension), so a font the base does not use is
 * declared in the new skin's common.json.
 */
export function studioFiles(
  skin: StudioSkin,
  typefaces: Record<string, TokenTree>,
  baseTypeface = 'inter',
): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const common: TokenTree = {
    $description: `${skin.brand.name}: made in the skin studio. What differs from the base in both modes.`,
  };
  if (skin.typeface !== baseTypeface) {
    const face = typefaces[skin.typeface];
    if (!face) throw new Error(`no typeface "${skin.typeface}" in the token files`);
    common.typeface = { $type: 'fontFamily', [skin.typeface]: face };
  }
  common.font = {
    body: { $type: 'fontFamily', $value: `{typeface.${skin.typeface}}` },
    numeric: { $type: 'fontFamily', $value: `{typeface.${skin.typeface}}` },
  };
  common.radius = {
    $type: 'dimension',
    ...Object.fromEntries(
      STUDIO_RADII.map((r) => [r, { $value: `${Math.round(skin.radii[r])}px` }]),
    ),
  };
  const mode = (m: Mode) => ({
    color: {
      $type: 'color',
      ...Object.fromEntries(STUDIO_COLOURS.map((c) => [c, { $value: skin.colours[m][c] }])),
    },
  });
  return {
    'brand.json': json({ ...skin.brand }),
    'common.json': json(common),
    'dark.json': json(mode('dark')),
    'light.json': json(mode('light')),
  };
}

/** A font stack as CSS writes it: names with spaces quoted. */
const fontStack = (value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .map((f) => (/\s/.test(String(f)) ? `'${String(f)}'` : String(f)))
    .join(', ');

/**
 * The colours, radii and fonts of a theme as CSS variables, for the preview to set on a frame:
 * what the studio changes, over the stylesheet of the skin it started from.
 */
export function studioVariables(theme: Theme): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of emittedTokens(theme)) {
    if (t.type === 'color' || t.path[0] === 'radius') out[cssVarName(t.path)] = String(t.value);
    else if (t.type === 'fontFamily') out[cssVarName(t.path)] = fontStack(t.value);
  }
  return out;
}
