import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { DateRangeFilterProps } from '@playdeck/ui';
import {
  DATE_RANGE_PRESETS,
  RECORD_RANGE_MAX_DAYS,
  dateRangeProblem,
  dateRangeRequest,
  operatorDayOf,
  presetRange,
  type DateRangePreset,
  type DayRange,
} from '@playdeck/domain';

/**
 * The date range a record page asks for (last 7 days at first) and the props of its
 * `DateRangeFilter`: presets count from today in Manila; a custom range is checked before it is
 * asked for, and a refused one keeps what was typed.
 */
export function useRecordRange(initial: DateRangePreset = 'last7Days') {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(() => presetRange(initial, Date.now()));
  const [preset, setPreset] = useState<DateRangePreset | null>(initial);
  const [error, setError] = useState<string>();
  const [today] = useState(() => operatorDayOf(Date.now()));

  const filter: DateRangeFilterProps<DateRangePreset> = {
    legend: t('records.range.legend'),
    presets: DATE_RANGE_PRESETS.map((id) => ({ id, label: t(`records.range.${id}`) })),
    activePreset: preset,
    value: range,
    onPresetSelect: (p) => {
      setPreset(p);
      setRange(presetRange(p, Date.now()));
      setError(undefined);
    },
    onCustomApply: (typed) => {
      const problem = dateRangeProblem(typed);
      if (problem) {
        setError(t(`records.rangeProblem.${problem}`, { days: RECORD_RANGE_MAX_DAYS }));
        return;
      }
      setError(undefined);
      setPreset(null);
      setRange(dateRangeRequest(typed));
    },
    startLabel: t('records.range.start'),
    endLabel: t('records.range.end'),
    applyLabel: t('records.range.apply'),
    error,
    max: today,
  };
  return { range: dateRangeRequest(range), filter };
}
