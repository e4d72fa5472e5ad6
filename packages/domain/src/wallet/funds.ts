/** Limits of a deposit channel or of withdrawals, in pesos. */
export interface AmountLimits {
  min: number;
  max: number;
}

export type AmountProblem =
  'notAmount' | 'tooManyDecimals' | 'belowMin' | 'aboveMax' | 'overBalance';

/** Whole centavos of an amount in pesos; exact for amounts with at most 2 decimals. */
export function toCentavos(amount: number): number {
  return Math.round(amount * 100);
}

/** Pesos from whole centavos. */
export function fromCentavos(centavos: number): number {
  return centavos / 100;
}

function amountProblem(amount: number, limits: AmountLimits): AmountProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'notAmount';
  if (Math.abs(toCentavos(amount) - amount * 100) > 1e-6) return 'tooManyDecimals';
  if (amount < limits.min) return 'belowMin';
  if (amount > limits.max) return 'aboveMax';
  return null;
}

/** Why a deposit amount is refused for a channel, or null when it is within the channel's limits. */
export function depositAmountProblem(amount: number, limits: AmountLimits): AmountProblem | null {
  return amountProblem(amount, limits);
}

/**
 * Why a withdrawal amount is refused, or null: within the limits and never more than the
 * available balance (both in pesos).
 */
export function withdrawalAmountProblem(
  amount: number,
  availableBalance: number,
  limits: AmountLimits,
): AmountProblem | null {
  const problem = amountProblem(amount, limits);
  if (problem && problem !== 'aboveMax') return problem;
  if (toCentavos(amount) > toCentavos(availableBalance)) return 'overBalance';
  return problem;
}
