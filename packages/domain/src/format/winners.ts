import { parseAmount } from './money';

/**
 * Winners sorted by win amount, biggest first; a new array, the input is left as it was.
 * Entries whose amount is not a number go last, in their original order.
 */
export function sortWinnersByAmount<T extends { winAmount: number | string }>(
  winners: readonly T[],
): T[] {
  return winners
    .map((winner, index) => ({ winner, index, amount: parseAmount(winner.winAmount) }))
    .sort((a, b) => {
      if (a.amount === null && b.amount === null) return a.index - b.index;
      if (a.amount === null) return 1;
      if (b.amount === null) return -1;
      return b.amount - a.amount || a.index - b.index;
    })
    .map(({ winner }) => winner);
}
