import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../i18n';
import { ApiError } from '@playdeck/contract';
import {
  AccountTiming,
  FEEDBACK_CAPTCHA_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_QUESTION_TYPES,
  feedbackContentReady,
  feedbackLength,
  feedbackSchema,
  problem,
  type FeedbackForm,
} from '@playdeck/domain';
import { Icon, Picker } from '@playdeck/ui';
import { useSession } from '../../stores/session';
import { hideLoading, showAlert, showLoading } from '../../stores/ui';
import { CaptchaInput } from '../../shell/forms/fields';
import { FormSubmit, useFormError } from '../../shell/forms/FormSubmit';
import { useProblemText } from '../../shell/forms/formText';
import { useCaptchaImage } from '../../shell/forms/formQueries';
import { useSendFeedback } from './queries';
import * as styles from './messages.css';

type Values = Omit<FeedbackForm, 'type'> & { type: number | null };

/**
 * /m/feedback (spec 1 §2, §4, §5): question type in a bottom-sheet picker, content 10 to 200 with
 * its counter, captcha (tap for a new one). Submit is on only with 10 to 200 characters; success
 * says "Sent successfully". The route lets only logged-in players in.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const ids = useId();
  const session = useSession((s) => s.session);
  const problemText = useProblemText();
  const formError = useFormError();
  const send = useSendFeedback();
  const captcha = useCaptchaImage(true);
  const [pickerOpen, setPickerOpen] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(feedbackSchema) as never,
    defaultValues: { type: null, content: '', captcha: '' },
  });
  const { register, handleSubmit, formState, setValue, setError, reset, control } = form;
  const content = useWatch({ control, name: 'content' });
  const typeLabel = (type: number) => t(`messages.feedback.type${type as 0 | 1 | 2 | 3 | 4 | 6}`);
  const contentId = `${ids}-content`;
  const typeId = `${ids}-type`;

  const onSubmit = handleSubmit(async (values) => {
    formError.clear();
    showLoading(t('toast.sending'), AccountTiming.loadingMax);
    try {
      await send.mutateAsync({
        content: values.content.trim(),
        sender: session?.userName,
        type: values.type ?? 0,
        captcha: values.captcha.trim(),
      });
    } catch (error) {
      hideLoading();
      setValue('captcha', '');
      captcha.refresh();
      const code = error instanceof ApiError ? error.errorCode : '';
      if (code === 'captcha.error' || code === 'captcha.required')
        setError('captcha', {
          message: problem(code === 'captcha.error' ? 'captchaWrong' : 'captchaEmpty'),
        });
      else formError.fromCall(error);
      return;
    }
    hideLoading();
    reset({ type: null, content: '', captcha: '' });
    captcha.refresh();
    await showAlert({
      title: t('messages.feedback.sentTitle'),
      message: t('toast.sentSuccessfully'),
    });
  });

  const typeError = problemText(formState.errors.type?.message);
  const contentError = problemText(formState.errors.content?.message);

  return (
    <div className={styles.page}>
      <p className={styles.notice}>{t('messages.feedback.intro')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <span className={styles.fieldLabel} id={`${typeId}-label`}>
          {t('messages.feedback.typeLabel')}
        </span>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Picker
              title={t('messages.feedback.typeLabel')}
              closeLabel={t('common.close')}
              open={pickerOpen}
              onOpenChange={setPickerOpen}
              value={field.value}
              onValueChange={(v) => field.onChange(v)}
              options={FEEDBACK_QUESTION_TYPES.map((type) => ({
                value: type,
                label: typeLabel(type),
              }))}
              trigger={
                <button
                  type="button"
                  ref={field.ref}
                  className={styles.pickerButton}
                  aria-labelledby={`${typeId}-label ${typeId}-value`}
                  data-invalid={typeError ? '' : undefined}
                  aria-describedby={typeError ? `${typeId}-error` : undefined}
                >
                  <span
                    id={`${typeId}-value`}
                    className={field.value === null ? styles.placeholder : undefined}
                  >
                    {field.value === null
                      ? t('messages.feedback.typePlaceholder')
                      : typeLabel(field.value)}
                  </span>
                  <Icon name="chevron-down" size="sm" />
                </button>
              }
            />
          )}
        />
        <p id={`${typeId}-error`} className={styles.error} aria-live="polite">
          {typeError ? (
            <>
              <Icon name="warning" size="sm" />
              {typeError}
            </>
          ) : null}
        </p>

        <label className={styles.fieldLabel} htmlFor={contentId}>
          {t('messages.feedback.content')}
        </label>
        <textarea
          id={contentId}
          className={styles.textarea}
          placeholder={t('messages.feedback.contentPlaceholder')}
          maxLength={FEEDBACK_CONTENT_MAX}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${contentId}-counter ${contentId}-error`}
          {...register('content')}
        />
        <div className={styles.counterRow}>
          <p id={`${contentId}-error`} className={styles.error} aria-live="polite">
            {contentError ? (
              <>
                <Icon name="warning" size="sm" />
                {contentError}
              </>
            ) : null}
          </p>
          <p id={`${contentId}-counter`} className={styles.counter}>
            {t('messages.feedback.counter', {
              n: feedbackLength(content),
              max: FEEDBACK_CONTENT_MAX,
            })}
          </p>
        </div>

        <CaptchaInput
          captcha={captcha}
          maxLength={FEEDBACK_CAPTCHA_MAX}
          hint={t('messages.feedback.captchaHint')}
          error={problemText(formState.errors.captcha?.message)}
          {...register('captcha')}
        />
        <FormSubmit
          error={formError.message}
          label={t('messages.feedback.submit')}
          loadingLabel={t('toast.sending')}
          submitting={formState.isSubmitting}
          disabled={!feedbackContentReady(content)}
        />
      </form>
    </div>
  );
}
