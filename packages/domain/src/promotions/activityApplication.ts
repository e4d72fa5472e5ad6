/** An activity application's comment is at most this many characters (spec §5). */
export const ACTIVITY_COMMENT_MAX = 140;
/** At most this many images per application. */
export const ACTIVITY_IMAGES_MAX = 3;
/** Each image is at most 5 MB. */
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ApplicationImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** The image type by content (magic bytes), or null when it is neither PNG nor JPEG. */
export function imageTypeOf(bytes: Uint8Array): ApplicationImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** A picture may be at most this many pixels on a side, and hold at most this many pixels. */
export const ACTIVITY_IMAGE_MAX_SIDE = 10_000;
export const ACTIVITY_IMAGE_MAX_PIXELS = 25_000_000;

export interface ImageHeader {
  type: ApplicationImageType;
  width: number;
  height: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;

/** Bit depths each PNG colour type allows. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** The PNG header chunk (IHDR) right after the signature, checked down to its CRC. */
function pngHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 33 || u32(b, 8) !== 13) return null;
  if (String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return null;
  const [width, height, depth, colour] = [u32(b, 16), u32(b, 20), b[24]!, b[25]!];
  if (!PNG_DEPTHS[colour]?.includes(depth) || b[26] !== 0 || b[27] !== 0 || b[28]! > 1) return null;
  if (crc32(b, 12, 29) !== u32(b, 29)) return null;
  return { type: 'image/png', width, height };
}

/** Start-of-frame markers (baseline, progressive, lossless...): not DHT, JPG or DAC. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the JPEG's segments up to its frame header and reads the size there. */
function jpegHeader(b: Uint8Array): ImageHeader | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // no length
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    const length = u16(b, i + 2);
    if (length < 2 || i + 2 + length > b.length) return null;
    if (SOF.has(marker)) {
      if (length < 8) return null;
      const [precision, height, width, components] = [
        b[i + 4]!,
        u16(b, i + 5),
        u16(b, i + 7),
        b[i + 9]!,
      ];
      if (![8, 12, 16].includes(precision) || components < 1 || components > 4) return null;
      return { type: 'image/jpeg', width, height };
    }
    i += 2 + length;
  }
  return null;
}

/**
 * The picture's type and size, read from its header (PNG: the IHDR chunk with its CRC; JPEG: the
 * frame header found by walking the segments), or null when there is no valid header: magic bytes
 * followed by anything else are not a picture.
 */
export function imageHeaderOf(bytes: Uint8Array): ImageHeader | null {
  const type = imageTypeOf(bytes);
  if (type === 'image/png') return pngHeader(bytes);
  if (type === 'image/jpeg') return jpegHeader(bytes);
  return null;
}

export type ImageProblem = 'empty' | 'tooLarge' | 'notPngOrJpeg' | 'unreadable' | 'tooManyPixels';

/**
 * Why an image cannot go with an application, or null when it can: judged by its bytes, so a file
 * renamed to .png is still refused, and so is one that only starts like a picture. The server also
 * decodes the whole picture; this is what can be told from the header.
 */
export function applicationImageProblem(bytes: Uint8Array): ImageProblem | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > ACTIVITY_IMAGE_MAX_BYTES) return 'tooLarge';
  if (!imageTypeOf(bytes)) return 'notPngOrJpeg';
  const header = imageHeaderOf(bytes);
  if (!header || header.width < 1 || header.height < 1) return 'unreadable';
  if (
    header.width > ACTIVITY_IMAGE_MAX_SIDE ||
    header.height > ACTIVITY_IMAGE_MAX_SIDE ||
    header.width * header.height > ACTIVITY_IMAGE_MAX_PIXELS
  )
    return 'tooManyPixels';
  return null;
}
