import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { ApiError, login, type RequestOf } from '@playdeck/contract';
import { AccountTiming, afterLoginRoute, captchaRequested } from '@playdeck/domain';
import { toast } from '@playdeck/ui';
import { api } from '../../api/client';
import { hideLoading, showLoading } from '../../stores/ui';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useCallErrorText } from '../../shell/forms/formText';
import { useAfterLoginTarget } from './afterLogin';
import { forgetRememberedLogin, rememberLogin, type RememberedLogin } from './rememberedLogin';
import { loginDeviceId, passwordInMemory, startSession } from './signIn';

export const CHANGE_PASSWORD_ROUTE = '/m/changePsw';

export { useAfterLoginTarget };

export interface LoginAttempt {
  params: Omit<RequestOf<typeof login>, 'loginDeviceId'>;
  /** Remembered after success when remember is ticked. */
  remembered: RememberedLogin;
  remember: boolean;
}

export type LoginOutcome = { ok: true } | { ok: false; message: string; captchaAsked: boolean };

/**
 * Logs in (spec 1 §4): loading, the login call, then the session is stored, the login remembered
 * or forgotten, and the player moves on. A refusal whose value carries the captcha flag says so,
 * so the form can show (or renew) the captcha.
 */
export function useLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flags } = useSiteConfig();
  const errorText = useCallErrorText();
  const target = useAfterLoginTarget();
  return useCallback(
    async ({ params, remembered, remember }: LoginAttempt): Promise<LoginOutcome> => {
      showLoading(t('auth.login.submitting'), AccountTiming.loadingMax);
      try {
        const value = await api.call(login, { ...params, loginDeviceId: loginDeviceId() });
        startSession(value);
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
        return { ok: true };
      } catch (error) {
        hideLoading();
        const captchaAsked = error instanceof ApiError && captchaRequested(error.value);
        return { ok: false, message: errorText(error), captchaAsked };
      }
    },
    [t, navigate, flags, errorText, target],
  );
}
