import { afterEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { stubReducedMotion } from '../../a11y/testing';
import { JackpotRoller } from './JackpotRoller';

const wheels = () => screen.getAllByTestId('jackpot-digit');
const digitsShown = () =>
  wheels()
    .map((w) => w.dataset.digit)
    .join('');
const transforms = () => wheels().map((w) => w.style.transform);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('JackpotRoller', () => {
  it('is read as its label with the full figure, while the rolling digits stay silent', () => {
    render(<JackpotRoller value={1234567.891} label="Grand jackpot" currencySymbol="₱" />);
    expect(screen.getByText('Grand jackpot ₱1,234,567.89')).toBeInTheDocument();
    expect(wheels()[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('while the amount is on its way, is busy and read as its label, with no digits yet', () => {
    const { container } = render(
      <JackpotRoller value={null} label="Grand jackpot" showLabel={false} />,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Grand jackpot')).toBeInTheDocument();
    expect(screen.queryAllByTestId('jackpot-digit')).toHaveLength(0);
    expect(screen.queryByText('₱')).toBeNull();
  });

  it('shows the currency symbol, grouped digits and two decimals', () => {
    const { container } = render(<JackpotRoller value={1250000000} currencySymbol="₱" />);
    expect(digitsShown()).toBe('125000000000');
    const figure = container.querySelector('[aria-hidden="true"]:last-child');
    expect(figure?.textContent?.startsWith('₱')).toBe(true);
    expect(figure?.textContent).toContain(',');
    expect(figure?.textContent).toContain('.');
  });

  it('places each wheel on its digit from the start', () => {
    render(<JackpotRoller value={12.5} />);
    // 1, 2, 5, 0: each row is 5 % of a 20-row strip
    expect(transforms()).toEqual([
      'translateY(-5%)',
      'translateY(-10%)',
      'translateY(-25%)',
      'translateY(-0%)',
    ]);
  });

  it('rolls only the digits that changed when the value grows', () => {
    const { rerender } = render(<JackpotRoller value={1234.56} />);
    const before = transforms();
    rerender(<JackpotRoller value={1234.78} />);
    const after = transforms();
    expect(digitsShown()).toBe('123478');
    expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
    expect(after[4]).not.toBe(before[4]);
    expect(after[5]).not.toBe(before[5]);
    expect(wheels()[5]?.style.transitionDuration).toBe('');
  });

  it('rolls a wrapping digit forward through 9 to 0, then settles on the digit', () => {
    const { rerender } = render(<JackpotRoller value={1.8} />);
    rerender(<JackpotRoller value={2.3} />);
    const tenths = wheels()[1]!;
    expect(tenths.style.transform).toBe('translateY(-65%)'); // row 13: the second 3
    fireEvent.transitionEnd(tenths);
    expect(tenths.style.transform).toBe('translateY(-15%)');
    expect(tenths.style.transitionDuration).toBe('0s');
  });

  it('rolls a wrapping digit backwards when the value falls', () => {
    const { rerender } = render(<JackpotRoller value={2.3} />);
    rerender(<JackpotRoller value={1.8} />);
    expect(wheels()[1]?.style.transform).toBe('translateY(-40%)'); // from row 13 down to row 8
  });

  it('keeps wheels aligned when the figure gains a digit', () => {
    const { rerender } = render(<JackpotRoller value={999999.99} />);
    rerender(<JackpotRoller value={1000000} />);
    expect(digitsShown()).toBe('100000000');
    expect(screen.getByText('Jackpot ₱1,000,000.00')).toBeInTheDocument();
  });

  it('changes the figure with a single render and no renders while it rolls', () => {
    vi.useFakeTimers();
    let commits = 0;
    const view = (value: number) => (
      <Profiler id="roller" onRender={() => commits++}>
        <JackpotRoller value={value} />
      </Profiler>
    );
    const { rerender } = render(view(1200000000));
    commits = 0;
    rerender(view(1200025000.5));
    expect(commits).toBe(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(commits).toBe(1);
  });

  it('updates without rolling when asked for reduced motion', () => {
    const { rerender } = render(<JackpotRoller value={1.8} reducedMotion />);
    rerender(<JackpotRoller value={2.3} reducedMotion />);
    const tenths = wheels()[1]!;
    expect(tenths.style.transform).toBe('translateY(-15%)');
    expect(tenths.style.transitionDuration).toBe('0s');
  });

  it('follows the system’s reduced-motion setting', () => {
    stubReducedMotion(true);
    const { rerender } = render(<JackpotRoller value={1.8} />);
    rerender(<JackpotRoller value={2.3} />);
    expect(wheels()[1]?.style.transform).toBe('translateY(-15%)');
  });
});
