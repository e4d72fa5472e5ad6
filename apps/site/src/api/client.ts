import { createClient } from '@playdeck/contract';
import { useSession } from '../stores/session';
import { usePreferences } from '../stores/preferences';
import { deviceHeader } from '../lib/launchContext';

/**
 * The one API client of the site, configured per deployment at build time: merchant code and API
 * origin; the `Language` header follows the player's language and the token the current session.
 * A 401 answer forgets the session (and the cached member info) so the site shows a visitor again.
 * `Device: OTHERS` goes along when the site runs as a standalone iOS web app (spec 1 §7).
 */
export const api = createClient({
  baseUrl: __PLAYDECK_API_BASE__,
  merchant: __PLAYDECK_MERCHANT__,
  language: () => usePreferences.getState().language,
  token: () => useSession.getState().session?.token,
  device: deviceHeader,
  onUnauthorized: () => {
    if (useSession.getState().session) useSession.getState().clear();
  },
});
