import { useId, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as css from './DateRangeFilter.css';
import { cx } from '../../theme/cx';

export interface DateRangeValue {
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`. */
  endDate: string;
}

export interface DateRangePresetOption<P extends string = string> {
  id: P;
  label: string;
}

export interface DateRangeFilterProps<P extends string = string> {
  /** Name of the whole filter, e.g. "Date range". */
  legend: string;
  /** Quick choices (today, yesterday…), shown as toggle buttons. */
  presets: readonly DateRangePresetOption<P>[];
  /** The preset the shown range equals; null for a custom range. */
  activePreset: P | null;
  /** The range the page shows now; the custom fields start from it. */
  value: DateRangeValue;
  onPresetSelect: (preset: P) => void;
  /** Apply pressed with the typed days. The page checks them and passes `error` if they are wrong. */
  onCustomApply: (range: DateRangeValue) => void;
  startLabel: string;
  endLabel: string;
  applyLabel: string;
  /** Why the typed range was refused; the typed days stay in the fields. */
  error?: string;
  /** Latest day that can be picked (`YYYY-MM-DD`), usually today. */
  max?: string;
  disabled?: boolean;
  /** The root element (`<form>`). */
  ref?: Ref<HTMLFormElement>;
  className?: string;
}

/**
 * Chooses the days a record list covers: preset buttons and a custom start–end with Apply.
 * The rules (what "last 7 days" means, the longest span) belong to the caller.
 */
export function DateRangeFilter<P extends string = string>({
  legend,
  presets,
  activePreset,
  value,
  onPresetSelect,
  onCustomApply,
  startLabel,
  endLabel,
  applyLabel,
  error,
  max,
  disabled,
  className,
  ref,
}: DateRangeFilterProps<P>) {
  const id = useId();
  const [draft, setDraft] = useState<DateRangeValue>(value);
  const [shown, setShown] = useState<DateRangeValue>(value);
  // A new range from outside (a preset) replaces what was typed.
  if (shown.startDate !== value.startDate || shown.endDate !== value.endDate) {
    setShown(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCustomApply(draft);
  };
  const errorId = `${id}-error`;
  return (
    <form ref={ref} className={cx(css.root, className)} onSubmit={submit} noValidate>
      <div className={css.presets} role="group" aria-label={legend}>
        {presets.map((p) => (
          <button
            key={p.id}
            type="button"
            className={css.preset}
            aria-pressed={p.id === activePreset}
            disabled={disabled}
            onClick={() => onPresetSelect(p.id)}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div className={css.custom}>
        <TextField
          type="date"
          label={startLabel}
          value={draft.startDate}
          max={max}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, startDate: e.target.value }))}
        />
        <TextField
          type="date"
          label={endLabel}
          value={draft.endDate}
          max={max}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft((d) => ({ ...d, endDate: e.target.value }))}
        />
        <Button type="submit" tone="secondary" disabled={disabled} className={css.apply}>
          {applyLabel}
        </Button>
      </div>
      <p id={errorId} className={css.error} role="alert">
        {error}
      </p>
    </form>
  );
}
