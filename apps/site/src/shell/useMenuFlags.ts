import { useMemo } from 'react';
import { flattenWhitelabel, type WhitelabelFlags } from '@playdeck/domain';
import { useWhitelabelMenu } from './menuQueries';
import { useSiteConfig } from './useSiteConfig';

/**
 * The whitelabel flags a menu screen (member centre, agent home) draws its entries from: the
 * merchant's whitelabel menu (`/wps/system/whitelabel`) asked for when the screen opens, so an
 * entry the operator turned on or off since the site loaded shows as it is now; the status's flags
 * until it answers (or if it fails). `settled` says whether the entries are final.
 */
export function useMenuFlags(): { flags: WhitelabelFlags; settled: boolean } {
  const { flags, settled } = useSiteConfig();
  const menu = useWhitelabelMenu();
  const current = useMemo(
    () => (menu.data ? flattenWhitelabel(menu.data) : flags),
    [menu.data, flags],
  );
  // Settled once the menu and the status answered (or failed): a screen drawing its
  // entries then will not see them change a moment later.
  return { flags: current, settled: settled && !menu.isPending };
}
