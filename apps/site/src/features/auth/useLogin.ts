import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { ApiError, type login, type RequestOf } from '@playdeck/contract';
import { AccountTiming, afterLoginRoute, captchaRequested } from '@playdeck/domain';
import { toast } from '@playdeck/ui';
import { logIn } from '../../api/logIn';
import { hideLoading, showLoading } from '../../stores/ui';
import { useSiteConfig } from '../../shell/useSiteConfig';
import type { useFormError } from '../../shell/forms/FormSubmit';
import { useAfterLoginTarget } from './afterLogin';
import { forgetRememberedLogin, rememberLogin, type RememberedLogin } from './rememberedLogin';
import { passwordInMemory } from './passwordInMemory';

export const CHANGE_PASSWORD_ROUTE = '/m/changePsw';

export { useAfterLoginTarget };

export interface LoginAttempt {
  params: Omit<RequestOf<typeof login>, 'loginDeviceId'>;
  /** Remembered after success when remember is ticked. */
  remembered: RememberedLogin;
  remember: boolean;
}

/**
 * Logs in (spec 1 §4): loading, the login call, then the session is stored, the login remembered
 * or forgotten, and the player moves on. A refusal empties the captcha, has it shown (or renewed)
 * when the refusal's value asks for it, and shows under the form.
 */
export function useLogin({
  formError,
  clearCaptcha,
  onCaptchaAsked,
}: {
  formError: ReturnType<typeof useFormError>;
  clearCaptcha: () => void;
  onCaptchaAsked: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flags } = useSiteConfig();
  const target = useAfterLoginTarget();
  return async ({ params, remembered, remember }: LoginAttempt): Promise<void> => {
    showLoading(t('auth.login.submitting'), AccountTiming.loadingMax);
    try {
      const value = await logIn(params);
      if (remember) await rememberLogin(remembered);
      else forgetRememberedLogin();
      hideLoading();
      if (afterLoginRoute(flags, value) === 'changePassword') {
        passwordInMemory.set(params.type === 'username' ? (params.password ?? null) : null);
        toast.show(t('auth.login.passwordExpired'), { duration: 'short', tone: 'info' });
        void navigate(CHANGE_PASSWORD_ROUTE, { replace: true });
      } else {
        void navigate(target, { replace: true });
      }
    } catch (error) {
      hideLoading();
      clearCaptcha();
      if (error instanceof ApiError && captchaRequested(error.value)) onCaptchaAsked();
      formError.fromCall(error);
    }
  };
}
