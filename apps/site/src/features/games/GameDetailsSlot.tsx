import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { withPageTexts } from '../../i18n';
import { lazyPart, useLazyPart } from '../../lib/lazyPart';
import { useGameDetails } from './gameDetails';

// The sheet (Radix Dialog) and its texts arrive the first time a player long-presses a tile.
const detailsPart = lazyPart(withPageTexts(() => import('./GameDetailsSheet')));

/**
 * Where a page's game details sheet mounts (home, the game lists, hot games): nothing until the
 * first long press on a tile. Leaving the page closes it.
 */
export function GameDetailsSlot() {
  const shown = useGameDetails((s) => s.shown);
  const close = useGameDetails((s) => s.close);
  const { pathname } = useLocation();
  useEffect(() => close, [pathname, close]);
  const part = useLazyPart(detailsPart, shown !== null);
  return part ? <part.GameDetailsSheet /> : null;
}
