import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n';
import { ApiError } from '@playdeck/contract';
import { HOME_ROUTE } from '@playdeck/domain';
import { presentError, queryClient } from '../api/queryClient';
import { whileSigningOut } from '../api/sessionLoss';
import { useSession } from '../stores/session';
import { LocalKey, local } from '../stores/storageKeys';
import { hideLoading, LONG_LOADING_MS, showConfirm, showLoading, useUi } from '../stores/ui';
import { useLogout } from './menuQueries';

/** Forgets everything of the session in this browser (after sign-out or a 401). */
export function forgetSession(): void {
  useSession.getState().clear();
  local.set(LocalKey.autoLogin, '0');
  queryClient.removeQueries({ queryKey: ['session'] });
}

/**
 * Sign-out (spec 1 §4): confirm, a loading overlay, the logout call with the token; on success the
 * session, token, trial user and member info are cleared, auto-login is set to "0" and the player
 * goes to /m/home. A session the server already forgot (any session-loss answer) counts as signed
 * out.
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return async () => {
    const confirmed = await showConfirm({
      title: t('signOut.title'),
      message: t('signOut.message'),
      cancelLabel: t('common.cancel'),
      confirmLabel: t('signOut.submit'),
      danger: true,
    });
    if (!confirmed) return;
    showLoading(t('signOut.loading'), LONG_LOADING_MS);
    try {
      await whileSigningOut(() => logout.mutateAsync({}));
    } catch (error) {
      if (!(error instanceof ApiError && error.sessionLost)) {
        hideLoading();
        presentError(error);
        return;
      }
    }
    hideLoading();
    useUi.getState().closePanels();
    // Home first, rendered at once (not kept behind while its code loads): forgetting the session
    // while a member-only page still shows would send the player to login instead.
    await navigate(HOME_ROUTE, { flushSync: true });
    forgetSession();
  };
}
