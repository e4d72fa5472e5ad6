/**
 * The demo build: the aurum skin served by the reference server, or any build with
 * `VITE_PLAYDECK_DEMO=1`. Its wallet pages say that real money movement is the operator's backend.
 */
export const isDemoBuild: boolean =
  __PLAYDECK_SKIN__ === 'aurum' || import.meta.env.VITE_PLAYDECK_DEMO === '1';
