import * as z from 'zod/mini';
import {
  ACTIVITY_COMMENT_MAX,
  ACTIVITY_IMAGES_MAX,
  ACTIVITY_IMAGE_MAX_BYTES,
} from '@playdeck/domain';
import { defineCall } from '../../call';
import { idText } from '../queryParams';

/** A base64 data URL of a PNG or JPEG, at most 5 MB once decoded. */
export const imageDataUrl = z
  .string()
  .check(
    z.maxLength(Math.ceil(ACTIVITY_IMAGE_MAX_BYTES / 3) * 4 + 40, 'an image is at most 5 MB'),
    z.regex(
      /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/]+={0,2}$/,
      'a PNG or JPEG as a base64 data URL',
    ),
  );

/**
 * Applies for a promotion (the promotion id is the announcement id of the PR item): a comment of
 * at most 140 characters and up to 3 PNG/JPEG images of at most 5 MB each, sent as base64 data
 * URLs in JSON. The server checks each image by its content (magic bytes), not only its label,
 * and stores it. Bodies up to about 21 MB are accepted on this call only.
 */
export const applyForActivity = defineCall({
  id: 'applyForActivity',
  method: 'POST',
  path: '/wps/activity/application',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({
    activityId: idText,
    comment: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(ACTIVITY_COMMENT_MAX, `at most ${ACTIVITY_COMMENT_MAX} characters`),
        ),
      '',
    ),
    images: z._default(
      z
        .array(imageDataUrl)
        .check(z.maxLength(ACTIVITY_IMAGES_MAX, `at most ${ACTIVITY_IMAGES_MAX} images`)),
      [],
    ),
  }),
  response: z.object({
    applicationId: idText,
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
    submittedAt: z.int(),
    imageCount: z.int(),
  }),
});
