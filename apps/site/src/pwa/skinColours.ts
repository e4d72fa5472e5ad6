import { readFileSync } from 'node:fs';

/** First value of a CSS variable in a built skin file (the dark mode, the default, comes first). */
export function tokenValue(css: string, name: string): string | undefined {
  const m = new RegExp(`--pd-${name}:\\s*([^;]+);`).exec(css);
  return m?.[1]?.trim();
}

/** Page, bar (surface 1) and accent colours of a skin's default (dark) mode, from its token CSS. */
export function skinColours(skinCssPath: string): { page: string; bar: string; accent: string } {
  const css = readFileSync(skinCssPath, 'utf8');
  const page = tokenValue(css, 'color-page');
  const bar = tokenValue(css, 'color-surface-1');
  const accent = tokenValue(css, 'color-accent');
  if (!page || !bar || !accent) {
    throw new Error(
      `${skinCssPath} lacks --pd-color-page, --pd-color-surface-1 or --pd-color-accent`,
    );
  }
  return { page, bar, accent };
}
