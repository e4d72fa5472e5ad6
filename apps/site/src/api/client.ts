import { createClient } from '@playdeck/contract';

/** The one API client of the site; configured per deployment at build time. */
export const api = createClient({
  baseUrl: __PLAYDECK_API_BASE__,
  merchant: __PLAYDECK_MERCHANT__,
});
