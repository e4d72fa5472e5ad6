import { useId, useRef } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ACTIVITY_COMMENT_MAX,
  ACTIVITY_IMAGES_MAX,
  activityApplicationFormSchema,
  ApplicationProblem,
  applicationImageProblem,
  imageProblemCode,
  imageTypeOf,
  LOGIN_ROUTE,
  memberActionDecision,
  type ApplicationProblemCode,
} from '@playdeck/domain';
import { Button, Icon, IconButton, toast } from '@playdeck/ui';
import { showFreeReject } from '../../lib/restrictions';
import { useSession } from '../../stores/session';
import type { LoginRedirectState } from '../../shell/loginRedirect';
import { useApplyForActivity } from './queries';
import * as css from './promotions.css';

interface FormValues {
  comment: string;
  images: File[];
}

const problemCodes = Object.values(ApplicationProblem) as string[];

/** A data URL labelled by the image's real type (what the file's bytes say it is). */
function toDataUrl(file: File, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result ?? '');
      resolve(`data:${type};base64,${text.slice(text.indexOf(',') + 1)}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Applying for a promotion (spec 2 §5): a comment of up to 140 characters and up to 3 PNG or JPEG
 * images of at most 5 MB each. Every broken rule says which one; images are also checked by their
 * content before they are sent. Visitors log in first; trial accounts get `free_reject`.
 */
export function ActivityApplicationForm({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession((s) => s.session);
  const ids = { comment: useId(), images: useId(), errors: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(activityApplicationFormSchema, undefined, { raw: true }) as never,
    defaultValues: { comment: '', images: [] },
    mode: 'onChange',
  });
  const { register, handleSubmit, control, setValue, setError, reset, formState } = form;
  const errors = formState.errors as FieldErrors<FormValues> & {
    images?: { message?: string } & Record<number, { message?: string } | undefined>;
  };
  const comment = useWatch({ control, name: 'comment' });
  const images = useWatch({ control, name: 'images' });
  const apply = useApplyForActivity(() => {
    toast.show(t('promotions.apply.sent'), { tone: 'success' });
    reset({ comment: '', images: [] });
  });

  const problem = (message: string | undefined) =>
    message && problemCodes.includes(message)
      ? t(`promotions.apply.problem.${message as ApplicationProblemCode}`)
      : message;

  const setImages = (next: File[]) =>
    setValue('images', next, { shouldValidate: true, shouldDirty: true });

  const submit = handleSubmit(async (values) => {
    const decision = memberActionDecision(session);
    if (decision === 'login') {
      const state: LoginRedirectState = { from: location.pathname + location.search };
      void navigate(LOGIN_ROUTE, { state });
      return;
    }
    if (decision === 'free_reject') {
      showFreeReject();
      return;
    }
    const urls: string[] = [];
    for (const [i, file] of values.images.entries()) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const found = applicationImageProblem(bytes);
      const type = imageTypeOf(bytes);
      if (found || !type) {
        const code = imageProblemCode(found ?? 'notPngOrJpeg');
        setError(`images.${i}` as 'images', { type: 'content', message: code });
        return;
      }
      urls.push(await toDataUrl(file, type));
    }
    await apply
      .mutateAsync({ activityId, comment: values.comment.trim(), images: urls })
      .catch(() => undefined);
  });

  const imageErrors = images
    .map((f, i) => ({ file: f, i, message: problem(errors.images?.[i]?.message) }))
    .filter((x) => x.message);

  return (
    <form
      className={css.section}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={ids.errors + 'title'}
    >
      <h2 id={ids.errors + 'title'} className={css.sectionTitle}>
        {t('promotions.apply.title')}
      </h2>
      <div className={css.field}>
        <label htmlFor={ids.comment} className={css.label}>
          {t('promotions.apply.comment')}
        </label>
        <textarea
          id={ids.comment}
          className={css.textarea}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${ids.comment}-foot`}
          {...register('comment')}
        />
        <div id={`${ids.comment}-foot`} className={css.fieldFoot}>
          <span>{t('promotions.apply.commentHint', { max: ACTIVITY_COMMENT_MAX })}</span>
          <span aria-live="polite">
            {t('promotions.apply.counter', { used: comment.length, max: ACTIVITY_COMMENT_MAX })}
          </span>
        </div>
        {errors.comment ? (
          <p className={css.error} role="alert">
            {problem(errors.comment.message)}
          </p>
        ) : null}
      </div>
      <div className={css.field}>
        <span className={css.label} id={ids.images}>
          {t('promotions.apply.images', { max: ACTIVITY_IMAGES_MAX })}
        </span>
        {images.length ? (
          <ul className={css.files} aria-labelledby={ids.images}>
            {images.map((file, i) => (
              <li key={`${file.name}-${i}`} className={css.fileRow}>
                <span className={css.fileName}>{file.name}</span>
                <IconButton
                  icon="trash"
                  iconSize="md"
                  label={t('promotions.apply.remove', { name: file.name })}
                  onClick={() => setImages(images.filter((_, j) => j !== i))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={fileInput}
          id={`${ids.images}-input`}
          className={css.fileInput}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-describedby={`${ids.images}-hint`}
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            if (chosen.length) setImages([...images, ...chosen]);
          }}
        />
        <label htmlFor={`${ids.images}-input`} className={css.fileButton}>
          <Icon name="image" size="sm" />
          {t('promotions.apply.addImages')}
        </label>
        <span id={`${ids.images}-hint`} className={css.fieldFoot}>
          {t('promotions.apply.imagesHint')}
        </span>
        {errors.images?.message || imageErrors.length ? (
          <div role="alert">
            {errors.images?.message ? (
              <p className={css.error}>{problem(errors.images.message)}</p>
            ) : null}
            {imageErrors.map((x) => (
              <p key={x.i} className={css.error}>
                {t('promotions.apply.imageProblem', { name: x.file.name, problem: x.message })}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <Button
        type="submit"
        block
        loading={apply.isPending || formState.isSubmitting}
        loadingLabel={t('toast.sending')}
      >
        {t('promotions.apply.submit')}
      </Button>
    </form>
  );
}
