/** Clamps a progress ratio to 0..1; a non-number is no progress. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/**
 * VIP rank progress as a ratio 0..1: full (1) when the player has no rank label yet, otherwise
 * completed conditions divided by expected ones.
 */
export function vipProgressRatio(progress: {
  labelId?: number | string | null;
  completedConditions?: number | null;
  totalExpectedConditions?: number | null;
}): number {
  if (progress.labelId === null || progress.labelId === undefined || progress.labelId === '') {
    return 1;
  }
  const expected = progress.totalExpectedConditions ?? 0;
  if (expected <= 0) return 1;
  return clampProgress((progress.completedConditions ?? 0) / expected);
}

/** A 0..1 ratio as a whole percent, rounded down so 99.6 % never reads as done: 0.456 -> 45. */
export function progressPercent(ratio: number): number {
  return Math.floor(clampProgress(ratio) * 100 + 1e-9);
}

/** The percent as shown: 0.456 -> "45%". */
export function formatPercent(ratio: number): string {
  return `${progressPercent(ratio)}%`;
}
