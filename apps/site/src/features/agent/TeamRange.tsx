import { useState } from 'react';
import { useTranslation } from '../../i18n';
import {
  DATE_RANGE_PRESETS,
  dateRangeProblem,
  dateRangeRequest,
  operatorDayOf,
  presetOf,
  presetRange,
  type DateRangePreset,
  type DateRangeProblem,
  type DayRange,
} from '@playdeck/domain';
import { DateRangeFilter } from '@playdeck/ui';

/** The days a team report covers; starts at `preset` on today's operator day. */
export function useTeamRange(preset: DateRangePreset = 'today') {
  const [range, setRange] = useState<DayRange>(() => presetRange(preset, Date.now()));
  return [range, setRange] as const;
}

/**
 * The shared date-range filter for team reports: presets and a custom range, checked by the
 * records rule (real days, end not before start, at most 92 days) before it replaces the range.
 */
export function TeamRangeFilter({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<DateRangeProblem | null>(null);
  // The page's day: a report left open past midnight keeps its presets until it is reopened.
  const [now] = useState(() => Date.now());
  return (
    <DateRangeFilter<DateRangePreset>
      legend={t('agentPages.range.legend')}
      presets={DATE_RANGE_PRESETS.map((id) => ({ id, label: t(`agentPages.range.${id}`) }))}
      activePreset={presetOf(value, now)}
      value={value}
      max={operatorDayOf(now)}
      startLabel={t('agentPages.range.start')}
      endLabel={t('agentPages.range.end')}
      applyLabel={t('agentPages.range.apply')}
      error={problem ? t(`agentPages.range.problem.${problem}`) : undefined}
      onPresetSelect={(p) => {
        setProblem(null);
        onChange(presetRange(p, Date.now()));
      }}
      onCustomApply={(r) => {
        const p = dateRangeProblem(r);
        setProblem(p);
        if (!p) onChange(dateRangeRequest(r));
      }}
    />
  );
}
