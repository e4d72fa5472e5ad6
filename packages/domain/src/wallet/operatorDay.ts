/** The operator's days are Philippine days: UTC+8 all year (no daylight saving). */
export const OPERATOR_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The operator day (`YYYY-MM-DD`) an instant falls on. */
export function operatorDayOf(epochMs: number): string {
  return new Date(epochMs + OPERATOR_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an operator day starts (midnight in Manila), in epoch ms. */
export function operatorDayStart(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(ms))
    throw new RangeError(`A day is written YYYY-MM-DD, got "${day}"`);
  return ms - OPERATOR_UTC_OFFSET_MS;
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return operatorDayOf(operatorDayStart(day) + n * DAY_MS);
}

/** Number of days from `start` to `end`, both included (0 when end is before start). */
export function daysBetweenInclusive(start: string, end: string): number {
  const span = Math.round((operatorDayStart(end) - operatorDayStart(start)) / DAY_MS) + 1;
  return Math.max(0, span);
}

export type DayRangeProblem = 'endBeforeStart' | 'tooLong';

/**
 * A record date range as instants `[from, to)`: from the start of `startDate` to the end of
 * `endDate`, both operator days. Without dates: the last `defaultDays` days up to today.
 * Refuses a range that ends before it starts or spans more than `maxDays`.
 */
export function recordRange(
  input: { startDate?: string; endDate?: string },
  nowMs: number,
  { defaultDays = 7, maxDays = 92 } = {},
): { from: number; to: number; startDate: string; endDate: string } | DayRangeProblem {
  const endDate = input.endDate ?? operatorDayOf(nowMs);
  const startDate = input.startDate ?? addDays(endDate, -(defaultDays - 1));
  const span = daysBetweenInclusive(startDate, endDate);
  if (span === 0) return 'endBeforeStart';
  if (span > maxDays) return 'tooLong';
  return {
    from: operatorDayStart(startDate),
    to: operatorDayStart(endDate) + DAY_MS,
    startDate,
    endDate,
  };
}
