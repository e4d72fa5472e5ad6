import { useMemo } from 'react';
import {
  allProviderVendors,
  apiGameType,
  LOTTERY_CATEGORIES,
  vendorLogoUrl,
  type GameCategory,
} from '@playdeck/domain';
import type { Provider } from '@playdeck/ui';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useGameCategories, useVendorLanes, type VendorLane } from './queries';

export interface LaneOptions {
  /** The vendors the list can be narrowed to, with their logos. */
  providers: Provider[];
  /** Classes of the type (key and display name). */
  classes: { key: string; displayName: string }[];
  minBets: number[];
  minLines: number[];
  isPending: boolean;
}

/** Vendor logos: the white logo on the status CDN, else the vendor list's own icon, else the name. */
export function useProviderList(
  codes: readonly string[],
  lanes: readonly VendorLane[] | undefined,
) {
  const { imageCDNs } = useSiteConfig();
  return useMemo(() => {
    const cards = new Map(
      (lanes ?? []).flatMap((l) => l.cards.map((c) => [c.vassalage.toUpperCase(), c] as const)),
    );
    return codes.map((code): Provider => {
      const card = cards.get(code);
      return {
        code,
        name: card?.displayName ?? code,
        logoUrl: vendorLogoUrl({
          code,
          gameType: card?.gameType ?? 'RNG',
          imageCDNs,
          listIcon: card?.mobileLargeIcon,
          random: Math.random,
        }),
      };
    });
  }, [codes, lanes, imageCDNs]);
}

function vendorsFor(category: string, base: readonly string[], categories: GameCategory[]) {
  if (base.length) return [...base];
  if (!category) return allProviderVendors(categories);
  const own = categories.find((c) => c.code === category);
  // Bingo and other classes of a type list the type's vendors.
  return (own ?? categories.find((c) => c.code === apiGameType(category)))?.vendors ?? [];
}

/**
 * What the list's controls offer for a category: its vendors, its classes (only those the
 * category's vendors have) and the min bet / min line values of the filter panel.
 */
export function useLaneOptions(
  category: string,
  gameType: string,
  baseVendors: readonly string[],
): LaneOptions {
  const lanes = useVendorLanes();
  const { categories, isPending } = useGameCategories();
  const codes = useMemo(
    () => vendorsFor(category, baseVendors, categories),
    [category, baseVendors, categories],
  );
  const providers = useProviderList(codes, lanes.data?.data.lanes);
  return useMemo(() => {
    const all = lanes.data?.data.lanes ?? [];
    const pool = gameType
      ? all.filter((l) => l.title.toUpperCase() === gameType)
      : all.filter((l) => !LOTTERY_CATEGORIES.includes(l.title.toUpperCase()));
    const mine = new Set(codes);
    const classes = new Map<string, string>();
    for (const lane of pool)
      for (const c of lane.gameClassify) {
        const usable =
          !baseVendors.length || (c.vendors ?? []).some((v) => mine.has(v.toUpperCase()));
        if (usable && !classes.has(c.key.toUpperCase()))
          classes.set(c.key.toUpperCase(), c.displayName);
      }
    const distinct = (pick: (l: VendorLane) => readonly number[] | null | undefined) =>
      [...new Set(pool.flatMap((l) => pick(l) ?? []))].sort((a, b) => a - b);
    return {
      providers,
      classes: [...classes].map(([key, displayName]) => ({ key, displayName })),
      minBets: distinct((l) => l.minBets),
      minLines: distinct((l) => l.minLines),
      isPending: lanes.isPending || isPending,
    };
  }, [lanes.data, lanes.isPending, isPending, gameType, codes, baseVendors, providers]);
}
