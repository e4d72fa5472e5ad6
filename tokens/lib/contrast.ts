// WCAG 2.x contrast from token colours, for the contrast check and the Storybook catalogue.
import type { Theme } from './theme';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Parses #RGB, #RGBA, #RRGGBB or #RRGGBBAA; undefined for anything else. */
export function parseHex(hex: string): Rgba | undefined {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) return undefined;
  let h = m[1];
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
}

/** A translucent colour painted over an opaque one. */
export function composite(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => Math.round(t * top.a + u * (1 - top.a));
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

/** Relative luminance (WCAG 2.x). */
export function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of a foreground over a background (translucent foregrounds are composited). */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) throw new Error(`not a hex colour: ${fg ? background : foreground}`);
  if (bg.a < 1)
    throw new Error(`background ${background} is translucent; contrast needs an opaque one`);
  const a = luminance(composite(fg, bg));
  const b = luminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Minimum ratios: WCAG AA 1.4.3 (text, large text) and 1.4.11 (UI parts, focus indicators). */
export const MINIMUM = { text: 4.5, 'large-text': 3, ui: 3 } as const;
export type Level = keyof typeof MINIMUM;

/** One line of tokens/contrast-pairs.json: every `text` colour over every `on` colour. */
export interface ContrastPairGroup {
  use: string;
  level: Level;
  text: string[];
  on: string[];
  /** Below the minimum is a warning, not a failure; `why` says why. */
  warn?: boolean;
  why?: string;
}

export interface ContrastRow {
  use: string;
  level: Level;
  foreground: string;
  background: string;
  min: number;
  ratio: number;
  pass: boolean;
  /** Below the minimum on a line that only warns. */
  warning: boolean;
}

const colourOf = (theme: Theme, name: string): string => {
  const token = theme.get(`color.${name}`);
  if (!token) throw new Error(`contrast pair names color.${name}, which is not a token`);
  if (typeof token.value !== 'string') throw new Error(`color.${name} is not a colour`);
  return token.value;
};

/** Every pair of the list measured in one theme. */
export function contrastRows(theme: Theme, groups: ContrastPairGroup[]): ContrastRow[] {
  return groups.flatMap((g) =>
    g.text.flatMap((fg) =>
      g.on.map((bg) => {
        const ratio = contrastRatio(colourOf(theme, fg), colourOf(theme, bg));
        const min = MINIMUM[g.level];
        const pass = ratio >= min || g.warn === true;
        const warning = ratio < min && g.warn === true;
        return {
          use: g.use,
          level: g.level,
          foreground: fg,
          background: bg,
          min,
          ratio,
          pass,
          warning,
        };
      }),
    ),
  );
}

/** How coloured a colour is: the spread of its channels, 0 (grey, near-black, near-white) to 1. */
export function chroma(hex: string): number {
  const c = parseHex(hex);
  if (!c) return 0;
  return (Math.max(c.r, c.g, c.b) - Math.min(c.r, c.g, c.b)) / 255;
}

/** Colours that mean the same in every merchant (status), never flagged as inherited. */
export const SHARED_MEANING = ['success', 'warning', 'danger', 'info', 'text-on-danger'];

/**
 * Coloured (not grey) tokens a skin shows exactly as the base does, although it changed some of
 * its colours: a rebrand that copied jade keeps aurum's gold jackpot and tile colours without
 * noticing. Status colours are left out. Empty when the skin changed no colour (it is the base).
 */
export function inheritedHues(skin: Theme, base: Theme): string[] {
  const colours = [...base.values()].filter(
    (t) => t.type === 'color' && t.path[0] === 'color' && typeof t.value === 'string',
  );
  const value = (theme: Theme, name: string) => String(theme.get(name)?.value).toUpperCase();
  const changed = colours.some((t) => value(skin, t.name) !== value(base, t.name));
  if (!changed) return [];
  return colours
    .filter((t) => !SHARED_MEANING.includes(t.path[1] ?? ''))
    .filter((t) => value(skin, t.name) === value(base, t.name) && chroma(String(t.value)) >= 0.15)
    .map((t) => t.name.replace(/^color\./, ''));
}
