import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_IMAGE_MAX_BYTES,
  applicationImageProblem,
  imageHeaderOf,
  imageTypeOf,
} from './activityApplication';

const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
/** A real 1 x 1 PNG (IHDR with its CRC, one IDAT, IEND). */
const png = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
/** A JPEG up to its frame header: SOI, a JFIF APP0, SOF0 for the given size, 3 components. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, ...components]);
}
const magicOnly = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const gif = new TextEncoder().encode('GIF89a....');

describe('imageTypeOf', () => {
  it('recognises PNG and JPEG by their first bytes', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpeg(4, 3))).toBe('image/jpeg');
  });
  it('recognises neither a GIF nor text nor a truncated PNG signature', () => {
    expect(imageTypeOf(gif)).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('hello'))).toBeNull();
    expect(imageTypeOf(png.slice(0, 4))).toBeNull();
  });
});

describe('imageHeaderOf', () => {
  it('reads the size from a PNG header and a JPEG frame header', () => {
    expect(imageHeaderOf(png)).toEqual({ type: 'image/png', width: 1, height: 1 });
    expect(imageHeaderOf(jpeg(1170, 2532))).toEqual({
      type: 'image/jpeg',
      width: 1170,
      height: 2532,
    });
  });
  it('finds no header after magic bytes followed by zeros', () => {
    const zeros = new Uint8Array(4096);
    zeros.set(magicOnly.slice(0, 8));
    expect(imageHeaderOf(zeros)).toBeNull();
    const jpegZeros = new Uint8Array(4096);
    jpegZeros.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(imageHeaderOf(jpegZeros)).toBeNull();
  });
  it('refuses a PNG header whose CRC does not match (a size edited by hand)', () => {
    const edited = png.slice();
    edited[19] = 200; // width 1 -> 200, CRC unchanged
    expect(imageHeaderOf(edited)).toBeNull();
  });
  it('refuses a JPEG whose segments run past its end', () => {
    expect(imageHeaderOf(jpeg(4, 3).slice(0, 12))).toBeNull();
  });
});

describe('applicationImageProblem', () => {
  it('accepts a PNG or JPEG up to exactly 5 MB', () => {
    const big = new Uint8Array(ACTIVITY_IMAGE_MAX_BYTES);
    big.set(png);
    expect(applicationImageProblem(big)).toBeNull();
    expect(applicationImageProblem(jpeg(1170, 2532))).toBeNull();
  });
  it('refuses one byte over 5 MB', () => {
    const tooBig = new Uint8Array(ACTIVITY_IMAGE_MAX_BYTES + 1);
    tooBig.set(png);
    expect(applicationImageProblem(tooBig)).toBe('tooLarge');
  });
  it('refuses an empty file and a file that only claims to be an image', () => {
    expect(applicationImageProblem(new Uint8Array())).toBe('empty');
    expect(applicationImageProblem(gif)).toBe('notPngOrJpeg');
    expect(applicationImageProblem(magicOnly)).toBe('unreadable');
  });
  it('refuses more than 10,000 pixels on a side or 25 million in all, and a zero size', () => {
    expect(applicationImageProblem(jpeg(10_001, 10))).toBe('tooManyPixels');
    expect(applicationImageProblem(jpeg(6000, 5000))).toBe('tooManyPixels');
    expect(applicationImageProblem(jpeg(5000, 5000))).toBeNull();
    expect(applicationImageProblem(jpeg(0, 10))).toBe('unreadable');
  });
});
