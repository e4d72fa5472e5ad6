/** Points mall: one point for every ₱10 staked on recorded bets (wins do not count). */
export const PESOS_PER_POINT = 10;

/** The most of one item a single redemption takes. */
export const MAX_REDEEM_QUANTITY = 10;

/** Points earned by a total stake in centavos: whole points only, never negative. */
export function pointsForStake(stakeCents: number): number {
  if (!Number.isFinite(stakeCents) || stakeCents <= 0) return 0;
  return Math.floor(stakeCents / (PESOS_PER_POINT * 100));
}

/** Points left: earned minus spent, never below 0. */
export function pointsBalance(earned: number, spent: number): number {
  return Math.max(0, earned - spent);
}

export type RedeemProblem = 'badQuantity' | 'notEnoughPoints' | 'outOfStock';

/**
 * Why a redemption cannot go ahead, or null. `stock` null means unlimited. Checked again by the
 * server inside the transaction that spends the points, so a balance never goes negative.
 */
export function redeemProblem(input: {
  points: number;
  cost: number;
  quantity: number;
  stock: number | null;
}): RedeemProblem | null {
  const { points, cost, quantity, stock } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_REDEEM_QUANTITY)
    return 'badQuantity';
  if (stock !== null && stock < quantity) return 'outOfStock';
  if (cost * quantity > points) return 'notEnoughPoints';
  return null;
}
