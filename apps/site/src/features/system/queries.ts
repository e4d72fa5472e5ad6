import { domainRoute } from '@playdeck/contract';
import { useApiQuery } from '../../api/hooks';

/** The site's main address and its backups, for the host the player is on. Silent. */
export const useDomainRoute = (host: string) =>
  useApiQuery(domainRoute, { domain: host }, { silent: true });
