import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingOverlay } from './LoadingOverlay';

const FIFTEEN_S = 15_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows and announces its message while open', () => {
    render(<LoadingOverlay open message="Loading…" maxMs={FIFTEEN_S} />);
    expect(screen.getByRole('dialog', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('hides itself at its upper time bound and says so', async () => {
    const onTimeout = vi.fn();
    render(<LoadingOverlay open message="Loading…" maxMs={FIFTEEN_S} onTimeout={onTimeout} />);
    await advance(FIFTEEN_S - 1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
    await advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('does not time out when the caller closes it first', async () => {
    const onTimeout = vi.fn();
    const { rerender } = render(
      <LoadingOverlay open message="Loading…" maxMs={FIFTEEN_S} onTimeout={onTimeout} />,
    );
    rerender(
      <LoadingOverlay open={false} message="Loading…" maxMs={FIFTEEN_S} onTimeout={onTimeout} />,
    );
    await advance(FIFTEEN_S);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again on the next opening after a timeout, with a fresh bound', async () => {
    const props = { message: 'Loading…', maxMs: FIFTEEN_S };
    const { rerender } = render(<LoadingOverlay open {...props} />);
    await advance(FIFTEEN_S);
    rerender(<LoadingOverlay open={false} {...props} />);
    rerender(<LoadingOverlay open {...props} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cannot be dismissed with Escape', async () => {
    vi.useRealTimers();
    render(<LoadingOverlay open message="Signing out…" maxMs={Infinity} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
