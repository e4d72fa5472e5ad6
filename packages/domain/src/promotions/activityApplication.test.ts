import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_IMAGE_MAX_BYTES,
  applicationImageProblem,
  imageTypeOf,
} from './activityApplication';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = new TextEncoder().encode('GIF89a....');

describe('imageTypeOf', () => {
  it('recognises PNG and JPEG by their first bytes', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpeg)).toBe('image/jpeg');
  });
  it('recognises neither a GIF nor text nor a truncated PNG signature', () => {
    expect(imageTypeOf(gif)).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('hello'))).toBeNull();
    expect(imageTypeOf(png.slice(0, 4))).toBeNull();
  });
});

describe('applicationImageProblem', () => {
  it('accepts a PNG or JPEG up to exactly 5 MB', () => {
    const big = new Uint8Array(ACTIVITY_IMAGE_MAX_BYTES);
    big.set(png);
    expect(applicationImageProblem(big)).toBeNull();
    expect(applicationImageProblem(jpeg)).toBeNull();
  });
  it('refuses one byte over 5 MB', () => {
    const tooBig = new Uint8Array(ACTIVITY_IMAGE_MAX_BYTES + 1);
    tooBig.set(png);
    expect(applicationImageProblem(tooBig)).toBe('tooLarge');
  });
  it('refuses an empty file and a file that only claims to be an image', () => {
    expect(applicationImageProblem(new Uint8Array())).toBe('empty');
    expect(applicationImageProblem(gif)).toBe('notPngOrJpeg');
  });
});
