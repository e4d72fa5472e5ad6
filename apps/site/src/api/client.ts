import { createClient } from '@playdeck/contract';
import { sessionEndedByServer, useSession } from '../stores/session';
import { usePreferences } from '../stores/preferences';
import { trackedFetch } from '../lib/connection';
import { deviceHeader } from '../lib/launchContext';

/**
 * The one API client of the site, configured per deployment at build time: merchant code and API
 * origin; the `Language` header follows the player's language and the token the current session.
 * An answer that ends the session (HTTP 401, `CUSTOMER_NOT_LOGIN`, a session error code) forgets
 * it (and the cached member info), says so once and goes to log in (`sessionEndedByServer`,
 * handled by api/sessionLoss.ts).
 * `Device: OTHERS` goes along when the site runs as a standalone iOS web app (spec 1 §7).
 */
export const api = createClient({
  baseUrl: __PLAYDECK_API_BASE__,
  merchant: __PLAYDECK_MERCHANT__,
  language: () => usePreferences.getState().language,
  token: () => useSession.getState().session?.token,
  device: deviceHeader,
  // Requests that cannot be sent tell the offline notice (lib/connection).
  fetch: trackedFetch,
  onSessionLost: sessionEndedByServer,
});
