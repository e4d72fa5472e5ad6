import { describe, expect, it } from 'vitest';
import {
  RECORD_RANGE_MAX_DAYS,
  dateRangeProblem,
  dateRangeRequest,
  presetOf,
  presetRange,
} from './dateRange';

// 2026-11-21 01:30 in Manila is still 2026-11-20 in UTC: presets follow the operator's day.
const earlyManilaMorning = Date.parse('2026-11-20T17:30:00Z');

describe('presetRange', () => {
  it('counts from the operator day, not the UTC day', () => {
    expect(presetRange('today', earlyManilaMorning)).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
    expect(presetRange('yesterday', earlyManilaMorning)).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    });
  });

  it('includes today in the last 7 and last 30 days', () => {
    expect(presetRange('last7Days', earlyManilaMorning)).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(presetRange('last30Days', earlyManilaMorning)).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-21',
    });
  });

  it('crosses month and year ends', () => {
    const newYear = Date.parse('2027-01-01T02:00:00Z');
    expect(presetRange('yesterday', newYear)).toEqual({
      startDate: '2026-12-31',
      endDate: '2026-12-31',
    });
  });
});

describe('presetOf', () => {
  it('names the preset a range equals and null for a custom one', () => {
    expect(presetOf(presetRange('last7Days', earlyManilaMorning), earlyManilaMorning)).toBe(
      'last7Days',
    );
    expect(
      presetOf({ startDate: '2026-11-01', endDate: '2026-11-21' }, earlyManilaMorning),
    ).toBeNull();
  });
});

describe('dateRangeProblem', () => {
  it('accepts a one-day range and the longest allowed one', () => {
    expect(dateRangeProblem({ startDate: '2026-11-21', endDate: '2026-11-21' })).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-08-22', endDate: '2026-11-21' })).toBeNull();
  });

  it('refuses a start after the end', () => {
    expect(dateRangeProblem({ startDate: '2026-11-21', endDate: '2026-11-20' })).toBe(
      'endBeforeStart',
    );
  });

  it(`refuses more than ${RECORD_RANGE_MAX_DAYS} days`, () => {
    expect(dateRangeProblem({ startDate: '2026-08-21', endDate: '2026-11-21' })).toBe('tooLong');
    expect(dateRangeProblem({ startDate: '2026-11-01', endDate: '2026-11-21' }, 7)).toBe('tooLong');
  });

  it('asks for both days and real calendar days', () => {
    expect(dateRangeProblem({ startDate: '', endDate: '2026-11-21' })).toBe('missingDate');
    expect(dateRangeProblem({ startDate: '2026-11-01' })).toBe('missingDate');
    expect(dateRangeProblem({ startDate: '2026-02-30', endDate: '2026-03-02' })).toBe(
      'invalidDate',
    );
    expect(dateRangeProblem({ startDate: '21/11/2026', endDate: '2026-11-21' })).toBe(
      'invalidDate',
    );
  });
});

describe('dateRangeRequest', () => {
  it('sends trimmed days', () => {
    expect(dateRangeRequest({ startDate: ' 2026-11-01', endDate: '2026-11-21 ' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-21',
    });
  });
});
