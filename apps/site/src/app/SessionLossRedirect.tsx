import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_ROUTE } from '@playdeck/domain';
import { setLoginRedirect } from '../api/sessionLoss';
import type { LoginRedirectState } from '../shell/loginRedirect';

/**
 * Goes to log in when an answer ends the session (`api/sessionLoss.ts`), saying why there; logging
 * in again comes back here.
 */
export function SessionLossRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, here: location.pathname + location.search });
  useEffect(() => {
    latest.current = { navigate, here: location.pathname + location.search };
  });
  useEffect(
    () =>
      setLoginRedirect((forget) => {
        const { navigate: go, here } = latest.current;
        if (here.startsWith(LOGIN_ROUTE)) return false;
        // Forgotten first: a member page's guard may then send the player to log in too, and
        // this navigation, coming after it, is the one that says why.
        forget();
        const state: LoginRedirectState = { from: here, reason: 'sessionLost' };
        void go(LOGIN_ROUTE, { state });
        return true;
      }),
    [],
  );
  return null;
}
