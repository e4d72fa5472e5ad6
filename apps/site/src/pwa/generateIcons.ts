/**
 * Draws the installed-app icons of each skin from its logo mark (the square at the start of the
 * skin's logo SVG: Aurum's diamond, Jade's ring), on the skin's page colour, as PNG files in
 * public/icons/<skin>/. Run after changing a logo or the page colour:
 *
 *   pnpm --filter @playdeck/tokens build && pnpm exec tsx apps/site/src/pwa/generateIcons.ts
 *
 * Plain Node (zlib) writes the PNGs, so the output is the same on every machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { skinColours } from './skinColours';

type Rgb = [number, number, number];
/** Coverage of the mark at a point of its 28 x 28 box: 0 outside, 1 inside. */
type Mark = (x: number, y: number) => boolean;

const here = dirname(fileURLToPath(import.meta.url));
const tokensDir = join(here, '../../../../tokens');
const publicDir = join(here, '../../public/icons');

const hex = (s: string): Rgb => {
  const h = s.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
};

/** The marks of the skin logos (see tokens/src/skins/<skin>/logo*.svg), in their 28 x 28 box. */
const marks: Record<string, { mark: Mark; colours: (svg: string) => [Rgb, Rgb] }> = {
  aurum: {
    // M14 1 27 14 14 27 1 14Z minus M14 8.5 8.5 14 14 19.5 19.5 14Z (even-odd)
    mark: (x, y) => {
      const d = Math.abs(x - 14) + Math.abs(y - 14);
      return d <= 13 && d >= 5.5;
    },
    colours: (svg) => {
      const stops = [...svg.matchAll(/stop-color="(#[0-9a-fA-F]{6})"/g)].map((m) => hex(m[1]!));
      if (!stops[0])
        throw new Error('The aurum logo has no gradient stop colours to draw icons with.');
      return [stops[0], stops[1] ?? stops[0]];
    },
  },
  jade: {
    // a ring of radius 13 with a hole of 7, and a dot of 3 in the middle
    mark: (x, y) => {
      const r = Math.hypot(x - 14, y - 14);
      return (r <= 13 && r >= 7) || r <= 3;
    },
    colours: (svg) => {
      const fill = /fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1];
      if (!fill) throw new Error('The jade logo has no fill colour to draw icons with.');
      return [hex(fill), hex(fill)];
    },
  },
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    rows[row] = 0;
    for (let x = 0; x < size; x++) rows.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The mark centred on the background, taking `share` of the icon, anti-aliased 4 x 4. */
function icon(size: number, share: number, mark: Mark, top: Rgb, bottom: Rgb, bg: Rgb): Buffer {
  const box = size * share;
  const offset = (size - box) / 2;
  const n = 4;
  return png(size, (px, py) => {
    let hits = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const x = ((px + (i + 0.5) / n - offset) / box) * 28;
        const y = ((py + (j + 0.5) / n - offset) / box) * 28;
        if (mark(x, y)) hits++;
      }
    const a = hits / (n * n);
    const t = Math.min(1, Math.max(0, (py - offset) / box));
    const fg = top.map((c, k) => c + (bottom[k]! - c) * t);
    return bg.map((c, k) => Math.round(c + (fg[k]! - c) * a)) as Rgb;
  });
}

for (const [skin, spec] of Object.entries(marks)) {
  const skinDir = join(tokensDir, 'src/skins', skin);
  const svgFile = [join(skinDir, 'logo-dark.svg'), join(skinDir, 'logo.svg')].find((f) => {
    try {
      readFileSync(f);
      return true;
    } catch {
      return false;
    }
  });
  if (!svgFile) throw new Error(`no logo for skin ${skin}`);
  const [top, bottom] = spec.colours(readFileSync(svgFile, 'utf8'));
  const bg = hex(skinColours(join(tokensDir, 'build', `${skin}.css`)).page);
  const out = join(publicDir, skin);
  mkdirSync(out, { recursive: true });
  // "any" icons: the mark fills most of the square; maskable ones keep it in the 80 % safe zone.
  writeFileSync(join(out, 'icon-192.png'), icon(192, 0.72, spec.mark, top, bottom, bg));
  writeFileSync(join(out, 'icon-512.png'), icon(512, 0.72, spec.mark, top, bottom, bg));
  writeFileSync(join(out, 'maskable-512.png'), icon(512, 0.5, spec.mark, top, bottom, bg));
  writeFileSync(join(out, 'apple-touch-icon.png'), icon(180, 0.66, spec.mark, top, bottom, bg));
  console.log(`icons for ${skin} in ${out}`);
}
