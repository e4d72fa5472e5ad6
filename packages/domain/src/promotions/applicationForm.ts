import * as z from 'zod/mini';
import {
  ACTIVITY_COMMENT_MAX,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGES_MAX,
  type ImageProblem,
} from './activityApplication';

/** Image types an application accepts, by the file's declared type. */
export const APPLICATION_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];

/**
 * Why an application form is refused, as message codes the site translates: each one names the
 * rule broken, so the player knows what to change.
 */
export const ApplicationProblem = {
  commentTooLong: 'commentTooLong',
  tooManyImages: 'tooManyImages',
  imageNotPngOrJpeg: 'imageNotPngOrJpeg',
  imageTooLarge: 'imageTooLarge',
  imageEmpty: 'imageEmpty',
  imageUnreadable: 'imageUnreadable',
  imageTooManyPixels: 'imageTooManyPixels',
} as const;
export type ApplicationProblemCode = (typeof ApplicationProblem)[keyof typeof ApplicationProblem];

/** The form's problem code for what a picture's bytes showed (applicationImageProblem). */
export function imageProblemCode(problem: ImageProblem): ApplicationProblemCode {
  return {
    empty: ApplicationProblem.imageEmpty,
    tooLarge: ApplicationProblem.imageTooLarge,
    notPngOrJpeg: ApplicationProblem.imageNotPngOrJpeg,
    unreadable: ApplicationProblem.imageUnreadable,
    tooManyPixels: ApplicationProblem.imageTooManyPixels,
  }[problem];
}

/** A chosen file as the form sees it (a browser `File` fits). */
export const applicationImageFile = z
  .looseObject({ name: z.string(), type: z.string(), size: z.number() })
  .check(
    z.superRefine((f, ctx) => {
      const type = f.type.toLowerCase();
      const byName = /\.(png|jpe?g)$/i.test(f.name);
      if (!(APPLICATION_IMAGE_TYPES.includes(type) || (!type && byName)))
        ctx.addIssue({ code: 'custom', message: ApplicationProblem.imageNotPngOrJpeg });
      else if (f.size <= 0)
        ctx.addIssue({ code: 'custom', message: ApplicationProblem.imageEmpty });
      else if (f.size > ACTIVITY_IMAGE_MAX_BYTES)
        ctx.addIssue({ code: 'custom', message: ApplicationProblem.imageTooLarge });
    }),
  );

/**
 * The activity application form (spec 2 §5): a comment of at most 140 characters and at most 3
 * PNG or JPEG images of at most 5 MB each. Messages are {@link ApplicationProblem} codes.
 */
export const activityApplicationFormSchema = z.object({
  comment: z.string().check(z.maxLength(ACTIVITY_COMMENT_MAX, ApplicationProblem.commentTooLong)),
  images: z
    .array(applicationImageFile)
    .check(z.maxLength(ACTIVITY_IMAGES_MAX, ApplicationProblem.tooManyImages)),
});
export type ActivityApplicationForm = z.input<typeof activityApplicationFormSchema>;
