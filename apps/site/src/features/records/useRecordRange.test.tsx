import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import ty from '../../i18n/locales/ty.pages.json';
import { useRecordRange } from './useRecordRange';

// 01:30 on 21 November in Manila (still the 20th in UTC).
const NOW = Date.parse('2026-11-20T17:30:00Z');

// Messages in the default language (Filipino).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the record date range', () => {
  it('starts at the last 7 Manila days and moves with a preset', async () => {
    const { result } = renderHook(() => useRecordRange());
    await waitFor(() => expect(result.current.filter.legend).toBe(ty.records.range.legend));
    expect(result.current.range).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(result.current.filter.activePreset).toBe('last7Days');
    expect(result.current.filter.max).toBe('2026-11-21');
    act(() => result.current.filter.onPresetSelect('yesterday'));
    expect(result.current.range).toEqual({ startDate: '2026-11-20', endDate: '2026-11-20' });
  });

  it('refuses a start after the end with a message and keeps asking for the old range', () => {
    const { result } = renderHook(() => useRecordRange());
    act(() =>
      result.current.filter.onCustomApply({ startDate: '2026-11-20', endDate: '2026-11-02' }),
    );
    expect(result.current.filter.error).toBe(ty.records.rangeProblem.endBeforeStart);
    expect(result.current.range).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
  });

  it('refuses more than 92 days, and applies a good custom range as no preset', () => {
    const { result } = renderHook(() => useRecordRange());
    act(() =>
      result.current.filter.onCustomApply({ startDate: '2026-01-01', endDate: '2026-11-01' }),
    );
    expect(result.current.filter.error).toBe('Pumili ng hindi hihigit sa 92 araw.');
    act(() =>
      result.current.filter.onCustomApply({ startDate: '2026-11-01', endDate: '2026-11-10' }),
    );
    expect(result.current.filter.error).toBeUndefined();
    expect(result.current.filter.activePreset).toBeNull();
    expect(result.current.range).toEqual({ startDate: '2026-11-01', endDate: '2026-11-10' });
  });
});
