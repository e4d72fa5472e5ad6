import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { motionMs } from '../../theme/motion';
import { SmsCountdownButton, type SmsCountdownButtonProps } from './SmsCountdownButton';

const T0 = new Date('2025-03-01T08:00:00Z').getTime();
const labels = { label: 'Get code', sendingLabel: 'Sending…', sentLabel: 'SMS sent' };

/** A caller that stores the server's expiry the way the site does. */
function WithServer({
  lifetime,
  answer = true,
  onRequest,
}: {
  lifetime?: number;
  answer?: boolean;
  onRequest?: () => void;
}) {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const request: SmsCountdownButtonProps['onRequest'] = async () => {
    onRequest?.();
    if (!answer) return false;
    if (lifetime) setExpiresAt(Date.now() + lifetime);
    return true;
  };
  return <SmsCountdownButton {...labels} expiresAt={expiresAt} onRequest={request} />;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const button = () => screen.getByRole('button');

describe('SmsCountdownButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());
  /** A tap, then let the request's promise settle. */
  const press = () =>
    act(async () => {
      fireEvent.click(button());
    });

  it('goes ready, sending, sent, then counts the seconds left to the server expiry, then ready', async () => {
    let release: (ok: boolean) => void = () => {};
    const onRequest = () => new Promise<boolean>((r) => (release = r));
    const { rerender } = render(<SmsCountdownButton {...labels} onRequest={onRequest} />);
    expect(button()).toHaveTextContent('Get code');

    await press();
    expect(button()).toHaveTextContent('Sending…');
    expect(button()).toHaveAttribute('aria-disabled', 'true');

    // The server answers with an expiry 50 s from now.
    rerender(<SmsCountdownButton {...labels} onRequest={onRequest} expiresAt={T0 + 50_000} />);
    await act(async () => release(true));
    expect(button()).toHaveTextContent('SMS sent');

    await advance(motionMs.toastDefault - 1);
    expect(button()).toHaveTextContent('SMS sent');
    await advance(1);
    // 48.5 s left, shown rounded up.
    expect(button()).toHaveTextContent('49s');
    expect(button()).toHaveAttribute('aria-disabled', 'true');

    await advance(motionMs.smsTick);
    expect(button()).toHaveTextContent('48s');

    await advance(47 * 1000);
    expect(button()).toHaveTextContent('1s');
    await advance(motionMs.smsTick);
    expect(button()).toHaveTextContent('1s');
    await advance(motionMs.smsTick);
    expect(button()).toHaveTextContent('Get code');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('shows 60 while the server has not given an expiry and counts down from there', async () => {
    render(<WithServer />);
    await press();
    await advance(motionMs.toastDefault);
    expect(button()).toHaveTextContent('60s');
    await advance(30 * 1000);
    expect(button()).toHaveTextContent('30s');
    await advance(30 * 1000);
    expect(button()).toHaveTextContent('Get code');
  });

  it('follows the clock, not the number of ticks, so a phone waking from sleep is not behind', async () => {
    render(<WithServer lifetime={60_000} />);
    await press();
    await advance(motionMs.toastDefault);
    expect(button()).toHaveTextContent('59s');
    // The tab slept: 40 s passed with no timers firing.
    vi.setSystemTime(Date.now() + 40_000);
    await advance(motionMs.smsTick);
    expect(button()).toHaveTextContent('18s');
  });

  it('cannot request another code while counting', async () => {
    const onRequest = vi.fn();
    render(<WithServer lifetime={60_000} onRequest={onRequest} />);
    await press();
    await advance(motionMs.toastDefault);
    await press();
    await press();
    expect(onRequest).toHaveBeenCalledOnce();
  });

  it('stays ready when the caller refuses (e.g. the mobile number is invalid)', async () => {
    render(<WithServer answer={false} />);
    await press();
    expect(button()).toHaveTextContent('Get code');
    expect(screen.queryByText('SMS sent')).toBeNull();
  });

  it('stays ready when sending fails', async () => {
    render(
      <SmsCountdownButton
        {...labels}
        onRequest={() => Promise.reject(new Error('network down'))}
      />,
    );
    await press();
    expect(button()).toHaveTextContent('Get code');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('resumes counting to an expiry that is still ahead when the screen opens', () => {
    render(<SmsCountdownButton {...labels} onRequest={vi.fn()} expiresAt={T0 + 25_000} />);
    expect(button()).toHaveTextContent('25s');
  });

  it('announces sending and sent to screen readers, not every second', async () => {
    render(<WithServer lifetime={60_000} />);
    await press();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('SMS sent');
    await advance(motionMs.toastDefault);
    expect(live).toHaveTextContent('');
  });

  it('holds still on a frozen clock', async () => {
    render(<SmsCountdownButton {...labels} onRequest={vi.fn()} now={T0} expiresAt={T0 + 42_000} />);
    await advance(10 * 1000);
    expect(button()).toHaveTextContent('42s');
  });
});
