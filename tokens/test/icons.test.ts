import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ICONS, renderIcon, renderIcons } from '../lib/icons';
import { iconSourceFor } from '../lib/load';
import { copyOfSources } from './fixtures';

/** Width, height and the RGBA of one pixel of a PNG from resvg (8-bit RGBA, no interlace). */
function pixel(png: Buffer, x: number, y: number): string {
  const width = png.readUInt32BE(16);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
      chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * 4 + 1;
  // Undo the per-row filters up to row y (resvg's encoder uses them).
  const rows: Buffer[] = [];
  for (let r = 0; r <= y; r++) {
    const filter = raw[r * stride] ?? 0;
    const row = Buffer.from(raw.subarray(r * stride + 1, (r + 1) * stride));
    const up = rows[r - 1];
    for (let i = 0; i < row.length; i++) {
      const a = i >= 4 ? (row[i - 4] ?? 0) : 0;
      const b = up ? (up[i] ?? 0) : 0;
      const c = up && i >= 4 ? (up[i - 4] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      row[i] = ((row[i] ?? 0) + add) & 0xff;
    }
    rows.push(row);
  }
  const px = rows[y]!.subarray(x * 4, x * 4 + 3);
  return `#${[...px]
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

describe('app icons rendered from the skin folder', () => {
  it("draws aurum's mark on its page colour, in every size the manifest lists", () => {
    const icons = renderIcons(iconSourceFor('aurum'), '#0B0F1A');
    expect([...icons.keys()]).toEqual(ICONS.map((i) => i.file));
    for (const { file, size } of ICONS) {
      const png = icons.get(file)!;
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(`${size}x${size}`);
    }
    const icon = icons.get('icon-192.png')!;
    expect(pixel(icon, 2, 2)).toBe('#0B0F1A');
    // The diamond's gold band, halfway between its tip and its hole.
    const [r, g, b] = (pixel(icon, 96, 96 - 50).match(/\w\w/g) ?? []).map((h) => parseInt(h, 16));
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(150);
    expect(b).toBeLessThan((r ?? 0) - 80);
  });

  it("falls back to the skin's logo when the folder has no icon.svg", () => {
    const copy = copyOfSources();
    try {
      rmSync(join(copy.dir, 'skins/jade/icon.svg'));
      expect(iconSourceFor('jade', copy.dir)).toBe(join(copy.dir, 'skins/jade/logo.svg'));
    } finally {
      copy.remove();
    }
  });

  it('says what to add when the SVG cannot be sized', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-icon-'));
    try {
      const file = join(dir, 'icon.svg');
      writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
      expect(() => renderIcon(file, '#000000', 192, 0.7)).toThrow(
        `${file} has no viewBox (or width and height) to size the app icon by`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
