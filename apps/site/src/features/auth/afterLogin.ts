import { useLocation } from 'react-router-dom';
import { afterLoginTarget } from '@playdeck/domain';
import type { LoginRedirectState } from '../../shell/loginRedirect';

/**
 * Where a login goes next: the guarded page that sent the player here (router state), or the screen
 * a login link names (`?from=`), else home.
 */
export function useAfterLoginTarget(): string {
  const location = useLocation();
  const from =
    (location.state as LoginRedirectState | null)?.from ??
    new URLSearchParams(location.search).get('from');
  return afterLoginTarget(from);
}
