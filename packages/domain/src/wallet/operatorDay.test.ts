import { describe, expect, it } from 'vitest';
import { addDays, operatorDayOf, operatorDayStart, recordRange } from './operatorDay';

describe('operatorDayOf', () => {
  it('turns to the next day at midnight in Manila, 16:00 UTC', () => {
    expect(operatorDayOf(Date.parse('2025-03-10T15:59:59Z'))).toBe('2025-03-10');
    expect(operatorDayOf(Date.parse('2025-03-10T16:00:00Z'))).toBe('2025-03-11');
  });
});

describe('operatorDayStart', () => {
  it('is midnight in Manila', () => {
    expect(operatorDayStart('2025-03-11')).toBe(Date.parse('2025-03-10T16:00:00Z'));
  });
  it('refuses text that is not a day', () => {
    expect(() => operatorDayStart('11/03/2025')).toThrow(/YYYY-MM-DD/);
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('recordRange', () => {
  const now = Date.parse('2025-03-11T04:00:00Z'); // noon in Manila
  it('covers both days whole', () => {
    const r = recordRange({ startDate: '2025-03-01', endDate: '2025-03-02' }, now);
    expect(r).toMatchObject({
      from: operatorDayStart('2025-03-01'),
      to: operatorDayStart('2025-03-03'),
    });
  });
  it('defaults to the last 7 days including today', () => {
    expect(recordRange({}, now)).toMatchObject({ startDate: '2025-03-05', endDate: '2025-03-11' });
  });
  it('refuses a range that ends before it starts or is longer than 92 days', () => {
    expect(recordRange({ startDate: '2025-03-02', endDate: '2025-03-01' }, now)).toBe(
      'endBeforeStart',
    );
    expect(recordRange({ startDate: '2024-01-01', endDate: '2025-03-01' }, now)).toBe('tooLong');
  });
});
