import {
  addDays,
  daysBetweenInclusive,
  operatorDayOf,
  operatorDayStart,
} from '../wallet/operatorDay';

/** The longest span a records call accepts, in days (both ends included). */
export const RECORD_RANGE_MAX_DAYS = 92;

/** The quick choices of a records date filter, newest first. */
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A range of operator days (Asia/Manila), `YYYY-MM-DD`, both days included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Why a chosen range cannot be asked for. */
export type DateRangeProblem = 'missingDate' | 'invalidDate' | 'endBeforeStart' | 'tooLong';

/** The days a preset covers, counted from the operator day `nowMs` falls on. */
export function presetRange(preset: DateRangePreset, nowMs: number): DayRange {
  const today = operatorDayOf(nowMs);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7Days':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30Days':
      return { startDate: addDays(today, -29), endDate: today };
  }
}

/** The preset a range equals on the day `nowMs` falls on, or null for a custom range. */
export function presetOf(range: DayRange, nowMs: number): DateRangePreset | null {
  return (
    DATE_RANGE_PRESETS.find((p) => {
      const r = presetRange(p, nowMs);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  // Round-trips only for a real calendar day (no 2026-02-30).
  return operatorDayOf(operatorDayStart(text)) === text;
}

/**
 * What is wrong with a custom range, or null when it can be asked for: both days given and real,
 * the end not before the start, at most `maxDays` days.
 */
export function dateRangeProblem(
  range: { startDate?: string; endDate?: string },
  maxDays = RECORD_RANGE_MAX_DAYS,
): DateRangeProblem | null {
  const start = range.startDate?.trim() ?? '';
  const end = range.endDate?.trim() ?? '';
  if (!start || !end) return 'missingDate';
  if (!isDay(start) || !isDay(end)) return 'invalidDate';
  const span = daysBetweenInclusive(start, end);
  if (span === 0) return 'endBeforeStart';
  if (span > maxDays) return 'tooLong';
  return null;
}

/** The query parameters of a records call for a range (trimmed days). */
export function dateRangeRequest(range: DayRange): DayRange {
  return { startDate: range.startDate.trim(), endDate: range.endDate.trim() };
}
