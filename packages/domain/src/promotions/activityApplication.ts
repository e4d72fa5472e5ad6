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

export type ImageProblem = 'empty' | 'tooLarge' | 'notPngOrJpeg';

/**
 * Why an image cannot go with an application, or null when it can: judged by its bytes, so a file
 * renamed to .png is still refused.
 */
export function applicationImageProblem(bytes: Uint8Array): ImageProblem | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > ACTIVITY_IMAGE_MAX_BYTES) return 'tooLarge';
  if (!imageTypeOf(bytes)) return 'notPngOrJpeg';
  return null;
}
