// The token files, read at build time by Vite, resolved per skin x mode for the Tokens docs page.
import pairs from '@playdeck/tokens/contrast-pairs.json';
import { contrastRows, type ContrastPairGroup } from '@playdeck/tokens/lib/contrast';
import {
  buildTheme,
  emittedTokens,
  logoCandidates,
  MODES,
  skinsIn,
  type TokenTree,
} from '@playdeck/tokens/lib/theme';

const jsonFiles = import.meta.glob<TokenTree>('../../../../../tokens/src/**/*.json', {
  eager: true,
  import: 'default',
});
// Only the names: the logo itself reaches the page through the brand.logo CSS variable.
const logoFiles = import.meta.glob('../../../../../tokens/src/skins/*/*.svg');

const underSrc = (path: string) => path.replace(/^.*\/tokens\/src\//, '');
const files = Object.fromEntries(Object.entries(jsonFiles).map(([p, t]) => [underSrc(p), t]));
const paths = [...Object.keys(files), ...Object.keys(logoFiles).map(underSrc)];

export const skins = skinsIn(paths);

export const themes = skins.flatMap((skin) =>
  MODES.map((mode) => {
    const logo = logoCandidates(skin, mode).find((c) => paths.includes(c));
    const { theme } = buildTheme(files, skin, mode, logo);
    const brand = files[`skins/${skin}/brand.json`] as { name?: string } | undefined;
    return {
      skin,
      mode,
      brandName: brand?.name ?? skin,
      tokens: emittedTokens(theme),
      contrast: contrastRows(theme, pairs.pairs as ContrastPairGroup[]),
    };
  }),
);
export type ThemeData = (typeof themes)[number];
