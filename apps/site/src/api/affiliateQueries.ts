import { affiliateUrls } from '@playdeck/contract';
import { useApiQuery } from './hooks';

/** An agent's affiliate links: the agent's own pages and the invite page (Share) show them. */
export const useAffiliateUrls = () => useApiQuery(affiliateUrls, {}, { silent: true });
