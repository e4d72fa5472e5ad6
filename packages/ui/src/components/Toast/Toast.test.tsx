import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { motionMs } from '../../theme/motion';
import { ToastViewport } from './Toast';
import { toast } from './toastStore';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = (...args: Parameters<typeof toast.show>) => act(() => void toast.show(...args));

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastViewport />);
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it.each([
    ['default', motionMs.toastDefault],
    ['short', motionMs.toastShort],
    ['long', motionMs.toastLong],
  ] as const)('keeps a %s toast for its duration, then removes it', async (duration, ms) => {
    await show('Changes saved', { duration });
    expect(screen.getByText('Changes saved')).toBeInTheDocument();
    await advance(ms - 1);
    expect(screen.getByText('Changes saved')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Changes saved')).toBeNull();
  });

  it('uses the default duration when none is given', async () => {
    await show('Copied');
    await advance(motionMs.toastDefault);
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('takes a duration in milliseconds (e.g. free_reject for 2 s)', async () => {
    await show('Please login an actual account to use this function', { duration: 2000 });
    await advance(1999);
    expect(screen.getByText(/actual account/)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(/actual account/)).toBeNull();
  });

  it('announces messages through a polite live region', async () => {
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    await show('Please wait', { duration: 'short', tone: 'info' });
    expect(region).toHaveTextContent('Please wait');
  });

  it('can be dismissed early and stays until then when its duration is Infinity', async () => {
    let id = 0;
    act(() => {
      id = toast.show('Kept', { duration: Infinity });
    });
    await advance(motionMs.toastLong * 10);
    expect(screen.getByText('Kept')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Kept')).toBeNull();
  });

  it('shows at most three at once, dropping the oldest', async () => {
    for (const m of ['one', 'two', 'three', 'four']) await show(m);
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByText('four')).toBeInTheDocument();
  });
});
