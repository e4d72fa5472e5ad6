import { useMemo } from 'react';
import { flattenWhitelabel, type WhitelabelFlags } from '@playdeck/domain';
import { useWhitelabelMenu } from './menuQueries';
import { useSiteConfig } from './useSiteConfig';

/**
 * The whitelabel flags a menu screen (member centre, agent home) draws its entries from: the
 * merchant's whitelabel menu (`/wps/system/whitelabel`) asked for when the screen opens, so an
 * entry the operator turned on or off since the site loaded shows as it is now; the status's flags
 * until it answers (or if it fails).
 */
export function useMenuFlags(): WhitelabelFlags {
  const { flags } = useSiteConfig();
  const menu = useWhitelabelMenu();
  return useMemo(() => (menu.data ? flattenWhitelabel(menu.data) : flags), [menu.data, flags]);
}
