// The installed-app icons of a skin, rendered from an SVG in its folder (icon.svg, else its logo)
// on the skin's page colour. Used by the site build (emitted with the site) and the dev server.
import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';

/** The icon files a build ships per skin: size, share of the square the mark takes, purpose. */
export const ICONS = [
  // "any" icons: the mark fills most of the square; the maskable one keeps it inside the 80 %
  // safe zone that launchers may crop to a circle; Apple's touch icon has no transparency.
  { file: 'icon-192.png', size: 192, share: 0.72, purpose: 'any' },
  { file: 'icon-512.png', size: 512, share: 0.72, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, share: 0.5, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, share: 0.66, purpose: 'apple' },
] as const;

const attr = (svg: string, name: string) =>
  new RegExp(`<svg[^>]*\\s${name}="([^"]+)"`).exec(svg)?.[1];

/** Width and height of an SVG from its viewBox (else width/height attributes). */
export function svgBox(svg: string, file: string): { width: number; height: number } {
  const viewBox = attr(svg, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [w, h] =
    viewBox?.length === 4
      ? viewBox.slice(2)
      : [attr(svg, 'width'), attr(svg, 'height')].map(Number);
  if (!w || !h || !Number.isFinite(w) || !Number.isFinite(h))
    throw new Error(`${file} has no viewBox (or width and height) to size the app icon by`);
  return { width: w, height: h };
}

/**
 * One icon: the SVG centred on `background`, its longer side `share` of the square. A wide logo
 * (mark and wordmark) is fitted by its width, so a square icon.svg reads better on a home screen.
 */
export function renderIcon(
  svgFile: string,
  background: string,
  size: number,
  share: number,
): Buffer {
  const svg = readFileSync(svgFile, 'utf8');
  const { width, height } = svgBox(svg, svgFile);
  const scale = (size * share) / Math.max(width, height);
  const [w, h] = [width * scale, height * scale];
  const inner = Buffer.from(svg).toString('base64');
  const composed =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<image x="${(size - w) / 2}" y="${(size - h) / 2}" width="${w}" height="${h}" xlink:href="data:image/svg+xml;base64,${inner}"/>` +
    `</svg>`;
  return new Resvg(composed, { font: { loadSystemFonts: true } }).render().asPng();
}

/** Every icon of a skin, by file name. */
export function renderIcons(svgFile: string, background: string): Map<string, Buffer> {
  return new Map(ICONS.map((i) => [i.file, renderIcon(svgFile, background, i.size, i.share)]));
}
