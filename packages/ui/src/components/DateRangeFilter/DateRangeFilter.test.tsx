import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeFilter, type DateRangeValue } from './DateRangeFilter';

type Preset = 'today' | 'last7Days';
const presets = [
  { id: 'today', label: 'Today' },
  { id: 'last7Days', label: 'Last 7 days' },
] as const;
const ranges: Record<Preset, DateRangeValue> = {
  today: { startDate: '2026-11-21', endDate: '2026-11-21' },
  last7Days: { startDate: '2026-11-15', endDate: '2026-11-21' },
};

function Harness({ onApply }: { onApply?: (r: DateRangeValue) => void }) {
  const [value, setValue] = useState(ranges.last7Days);
  const [active, setActive] = useState<Preset | null>('last7Days');
  const [error, setError] = useState<string>();
  return (
    <DateRangeFilter<Preset>
      legend="Date range"
      presets={presets}
      activePreset={active}
      value={value}
      onPresetSelect={(p) => {
        setActive(p);
        setValue(ranges[p]);
        setError(undefined);
      }}
      onCustomApply={(r) => {
        onApply?.(r);
        if (r.startDate > r.endDate) setError('The start date is after the end date');
        else {
          setValue(r);
          setActive(null);
          setError(undefined);
        }
      }}
      startLabel="From"
      endLabel="To"
      applyLabel="Apply"
      error={error}
    />
  );
}

const field = (name: string) => screen.getByLabelText(name);

describe('DateRangeFilter', () => {
  it('marks the active preset and fills the days of a chosen one', async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Date range' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(field('From')).toHaveValue('2026-11-21');
    expect(field('To')).toHaveValue('2026-11-21');
  });

  it('applies typed days and clears the preset', async () => {
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    fireEvent.change(field('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(field('To'), { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ startDate: '2026-11-01', endDate: '2026-11-10' });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a refusal and keeps the typed days', async () => {
    render(<Harness />);
    fireEvent.change(field('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(field('To'), { target: { value: '2026-11-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date is after the end date');
    expect(field('From')).toHaveValue('2026-11-20');
    expect(field('To')).toHaveValue('2026-11-02');
    expect(field('From')).toHaveAccessibleDescription(/start date is after/);
  });
});
