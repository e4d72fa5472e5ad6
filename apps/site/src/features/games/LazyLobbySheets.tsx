import { useEffect } from 'react';
import { queryActivity } from '../../api/queryClient';
import { lazyPart, useLazyPart, warmUpWhenIdle } from '../../lib/lazyPart';
import type { FilterPanelProps } from './FilterPanel';

/**
 * The filter panel and the vendor picker (bottom sheets on Radix Dialog) arrive in their own chunk,
 * not with home: each mounts the first time it opens.
 */
export const lobbySheets = lazyPart(() => import('./LobbySheets'));

/**
 * Loads the lobby's sheets in the first idle moment once the lobby's calls have answered, so the
 * first opening needs no download.
 */
export function useWarmLobbySheets(): void {
  useEffect(() => warmUpWhenIdle(lobbySheets, queryActivity), []);
}

/** {@link FilterPanel} from the lazily loaded sheets: nothing until it first opens. */
export function LazyFilterPanel(props: FilterPanelProps) {
  const sheets = useLazyPart(lobbySheets, props.open);
  return sheets ? <sheets.FilterPanel {...props} /> : null;
}
