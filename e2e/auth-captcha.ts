import { inflateSync } from 'node:zlib';
import { CAPTCHA_FONT as FONT, CAPTCHA_SCALE as SCALE } from '@playdeck/server/captcha-font';

/**
 * Reads the reference server's captcha picture, so end-to-end tests can pass it the way a person
 * does: by looking. The server draws 4 digits of a 5 x 7 bitmap font at 4x, each moved by a few
 * pixels and slanted, over speckles and thin lines (apps/server/src/accounts/captcha.ts). Each
 * glyph slot is matched against the ten digits at every offset and slant the server may use.
 */

/**
 * Decodes the server's PNG (8-bit RGBA, not interlaced, as pngjs writes it) with zlib alone, so
 * the test folder needs no image package.
 */
function decodePng(bytes: Buffer): { width: number; height: number; data: Uint8Array } {
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    const chunk = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      if (chunk[8] !== 8 || chunk[9] !== 6 || chunk[12] !== 0)
        throw new Error('captcha is not 8-bit RGBA without interlace');
    } else if (type === 'IDAT') idat.push(chunk);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? data[y * stride + x - 4]! : 0;
      const b = y > 0 ? data[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? data[(y - 1) * stride + x - 4]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      data[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return { width, height, data };
}
const DIGITS = 4;

export function readCaptcha(base64Png: string): string {
  const { width, height, data } = decodePng(
    Buffer.from(base64Png.replace(/^data:image\/\w+;base64,/, ''), 'base64'),
  );
  // Summed-area table of the dark (ink) pixels: any 4 x 4 block is counted in constant time.
  const sums = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (width * y + x) << 2;
      const ink = data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 150 ? 1 : 0;
      sums[(y + 1) * (width + 1) + x + 1] =
        ink +
        sums[y * (width + 1) + x + 1]! +
        sums[(y + 1) * (width + 1) + x]! -
        sums[y * (width + 1) + x]!;
    }
  const at = (x: number, y: number) =>
    sums[Math.max(0, Math.min(height, y)) * (width + 1) + Math.max(0, Math.min(width, x))]!;
  const block = (x: number, y: number) =>
    at(x + SCALE, y + SCALE) - at(x, y + SCALE) - at(x + SCALE, y) + at(x, y);
  const glyphW = 5 * SCALE;
  const gap = Math.floor((width - DIGITS * glyphW) / (DIGITS + 1));
  const baseY = Math.floor((height - 7 * SCALE) / 2);
  let answer = '';
  for (let n = 0; n < DIGITS; n++) {
    const baseX = gap + n * (glyphW + gap);
    let best = { digit: '?', score: -Infinity };
    for (const [digit, rows] of Object.entries(FONT))
      for (let slant = -1; slant <= 1; slant++)
        for (let jx = -3; jx <= 3; jx++)
          for (let jy = -4; jy <= 4; jy++) {
            let score = 0;
            rows.forEach((row, gy) => {
              const shift = Math.round(((6 - gy) * slant) / 2);
              [...row].forEach((bit, gx) => {
                const on = block(baseX + jx + gx * SCALE + shift, baseY + jy + gy * SCALE);
                score += bit === '1' ? 2 * on - SCALE * SCALE : -on;
              });
            });
            if (score > best.score) best = { digit, score };
          }
    answer += best.digit;
  }
  return answer;
}
