import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { vendorLanes, type ResponseOf } from '@playdeck/contract';
import { LANGUAGE_REFETCH_DEBOUNCE_MS } from '@playdeck/domain';
import { usePreferences } from '../stores/preferences';
import { apiQueryOptions, useApiQuery } from './hooks';

/**
 * The game catalogue's shared reads: the vendors' cards (names, icons, lobby launches) that the
 * games pages and the betting record both show, asked for in the player's settled language.
 */

/** Game platform and client codes the game calls take (spec §9: html5, mobile client 2). */
export const GAME_PLATFORM = 'html5';
export const CLIENT_TYPE = '2';
/** Catalogue lists change rarely: kept for 5 minutes. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

const useLanguage = () => usePreferences((s) => s.language);

/**
 * The player's language once it has stayed put for 250 ms (spec 2 §9): vendors, hot games and
 * winners are asked for again in the new language only then, so flipping through languages asks
 * once; until then the answer in the earlier language stays on screen.
 */
export function useSettledLanguage(): string {
  const language = useLanguage();
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    if (language === settled) return;
    const timer = setTimeout(() => setSettled(language), LANGUAGE_REFETCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language, settled]);
  return settled;
}

const vendorLanesParams = (language: string) => ({
  platform: GAME_PLATFORM,
  merchantCode: __PLAYDECK_MERCHANT__,
  clientType: CLIENT_TYPE,
  language,
});

/** Vendor cards, classes and filter options per game type. */
export function useVendorLanes() {
  const language = useSettledLanguage();
  return useApiQuery(vendorLanes, vendorLanesParams(language), {
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The vendor lanes asked for before the page that shows them has rendered (main.tsx). */
export function prefetchVendorLanes(client: QueryClient, language: string): Promise<void> {
  return client.prefetchQuery({
    ...apiQueryOptions(vendorLanes, vendorLanesParams(language)),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export type VendorLane = ResponseOf<typeof vendorLanes>['data']['lanes'][number];
export type VendorCard = VendorLane['cards'][number];

/** Every vendor card by vendor code (display names, icons, lobby launches). */
export function useVendorCards(): Map<string, VendorCard> {
  const { data } = useVendorLanes();
  return useMemo(() => {
    const map = new Map<string, VendorCard>();
    for (const lane of data?.data.lanes ?? [])
      for (const card of lane.cards) map.set(card.vassalage.toUpperCase(), card);
    return map;
  }, [data]);
}
