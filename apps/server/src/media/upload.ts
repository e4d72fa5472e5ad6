import sharp from 'sharp';
import { ACTIVITY_IMAGE_MAX_PIXELS } from '@playdeck/domain';

/**
 * Whether an uploaded picture decodes from end to end (libvips, on its own threads, at most
 * ACTIVITY_IMAGE_MAX_PIXELS): its header was already checked (applicationImageProblem), this
 * catches a valid header followed by data that is not a picture, or cut short.
 */
export async function pictureDecodes(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'error', limitInputPixels: ACTIVITY_IMAGE_MAX_PIXELS }).stats();
    return true;
  } catch {
    return false;
  }
}
