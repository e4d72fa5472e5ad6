/** A rebate rate in percent for one product type (RNG, LIVE, SPORTS, ...). */
export interface RebateRate {
  productType: string;
  rate: number;
}

/** The rebate grid allows rates in steps of 0.1 %. */
export const REBATE_STEP = 0.1;

export interface RebateProblem {
  productType: string;
  problem: 'unknownProduct' | 'aboveOwnRate' | 'negative' | 'offStep';
  /** The agent's own rate, the most a downline may get. */
  ceiling?: number;
}

/**
 * Checks the rates an agent gives a downline against the agent's own rates: a downline never gets
 * more than its agent, on a product the agent has, in 0.1 % steps. Empty list = acceptable.
 */
export function rebateProblems(
  requested: readonly RebateRate[],
  own: readonly RebateRate[],
): RebateProblem[] {
  const ceilings = new Map(own.map((r) => [r.productType, r.rate]));
  const problems: RebateProblem[] = [];
  for (const r of requested) {
    const ceiling = ceilings.get(r.productType);
    if (ceiling === undefined)
      problems.push({ productType: r.productType, problem: 'unknownProduct' });
    else if (!(r.rate >= 0)) problems.push({ productType: r.productType, problem: 'negative' });
    else if (Math.abs(Math.round(r.rate / REBATE_STEP) * REBATE_STEP - r.rate) > 1e-9)
      problems.push({ productType: r.productType, problem: 'offStep' });
    else if (r.rate > ceiling + 1e-9)
      problems.push({ productType: r.productType, problem: 'aboveOwnRate', ceiling });
  }
  return problems;
}

/** How many more downline accounts an agent may open. */
export function quotaRemaining(quota: { total: number; used: number }): number {
  return Math.max(0, quota.total - quota.used);
}
