import { useSession } from '../stores/session';
import { callApi } from './hooks';
import { shellCalls } from './shellCalls';

let renewing: Promise<void> | null = null;

/**
 * Renews the session the tab brought along (spec 1 §7, "Renew session"), once per page load: the
 * server slides its end forward, so a player who comes back within a day stays signed in. The
 * token stays the same; a name or type the server now answers differently is taken over. A
 * session the server no longer knows answers 401, which the API client's session-loss handling
 * deals with as for any call; any other failure changes nothing (the session works until its end).
 */
export function renewStoredSession(): Promise<void> {
  renewing ??= (async () => {
    const stored = useSession.getState().session;
    if (!stored) return;
    try {
      const renewed = await callApi(shellCalls.renewSession, {});
      const current = useSession.getState().session;
      if (
        current?.token === renewed.token &&
        (current.userName !== renewed.userName || current.type !== renewed.type)
      )
        useSession
          .getState()
          .signIn({ ...current, userName: renewed.userName, type: renewed.type });
    } catch {
      // Told elsewhere when it matters (a lost session); nothing to say otherwise.
    }
  })();
  return renewing;
}
