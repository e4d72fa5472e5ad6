import { type ReactNode } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { CaptchaInput } from '../../shell/forms/fields';
import { FormSubmit } from '../../shell/forms/FormSubmit';
import { useProblemText } from '../../shell/forms/formText';
import { useCaptchaImage } from '../../shell/forms/formQueries';
import { type RememberedLogin } from './rememberedLogin';

export const FORGET_ROUTE = '/m/forget';

export type Captcha = ReturnType<typeof useCaptchaImage>;

export interface MethodFormProps {
  remembered: RememberedLogin | null;
  captchaShown: boolean;
  captcha: Captcha;
  /** The server asked for the captcha: show it, or load a new one if shown. */
  onCaptchaAsked: () => void;
  footer: ReactNode;
  remember: boolean;
}

/**
 * The end both login forms share: the captcha once the server asked for it, remember and forgot,
 * the call's failure, and the login button.
 */
export function FormEnd<V extends { captcha?: string }>({
  form,
  captcha,
  footer,
  callError,
}: {
  form: UseFormReturn<V>;
  captcha: Captcha | null;
  footer: ReactNode;
  callError: string | null;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { register, formState } = form as unknown as UseFormReturn<{ captcha?: string }>;
  return (
    <>
      {captcha ? (
        <CaptchaInput
          captcha={captcha}
          hint={t('auth.captcha.hint')}
          error={problemText(formState.errors.captcha?.message)}
          {...register('captcha')}
        />
      ) : null}
      {footer}
      <FormSubmit
        error={callError}
        label={t('auth.login.submit')}
        loadingLabel={t('auth.login.submitting')}
        submitting={formState.isSubmitting}
      />
    </>
  );
}

/**
 * What the player has typed into the username form, kept by the page: on a first visit the form
 * shows before the operator's settings, and moves into the method tabs when they turn SMS login
 * on. The new form takes the values back, and the focus.
 */
export interface UsernameDraft {
  username?: string;
  password?: string;
  focused?: 'username' | 'password';
}
