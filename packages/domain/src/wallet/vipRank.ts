/** A VIP rank: reached at a total turnover, kept with a monthly turnover (pesos). */
export interface VipRank {
  id: number;
  name: string;
  turnover: number;
  monthlyKeep: number;
}

/** The demo operator's ranks, lowest first. */
export const VIP_RANKS: readonly VipRank[] = [
  { id: 1, name: 'VIP 1', turnover: 0, monthlyKeep: 0 },
  { id: 2, name: 'VIP 2', turnover: 50_000, monthlyKeep: 5_000 },
  { id: 3, name: 'VIP 3', turnover: 200_000, monthlyKeep: 20_000 },
  { id: 4, name: 'VIP 4', turnover: 1_000_000, monthlyKeep: 100_000 },
  { id: 5, name: 'VIP 5', turnover: 5_000_000, monthlyKeep: 500_000 },
];

/**
 * The rank a total turnover reaches and the next one (null at the top). Ranks must be sorted by
 * turnover, the first starting at 0.
 */
export function vipRankFor(
  turnover: number,
  ranks: readonly VipRank[] = VIP_RANKS,
): { current: VipRank; next: VipRank | null } {
  let index = 0;
  ranks.forEach((r, i) => {
    if (turnover >= r.turnover) index = i;
  });
  const current = ranks[index];
  if (!current) throw new RangeError('There are no VIP ranks');
  return { current, next: ranks[index + 1] ?? null };
}
