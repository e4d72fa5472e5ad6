import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubReducedMotion } from '../../a11y/testing';
import { CategoryStrip, type Category } from './CategoryStrip';

const categories: Category[] = [
  { code: 'HOME', label: 'Home', icon: 'home' },
  { code: 'HOT', label: 'Hot', icon: 'flame' },
  { code: 'RNG', label: 'Slots', icon: 'slots' },
  { code: 'LIVE', label: 'Live', icon: 'cards' },
  { code: 'COCKFIGHT', label: 'Sabong', icon: 'rooster' },
];

function Strip(props: { onValueChange?: (code: string) => void; reducedMotion?: boolean }) {
  const [selected, setSelected] = useState('HOME');
  return (
    <CategoryStrip
      categories={categories}
      value={selected}
      reducedMotion={props.reducedMotion}
      onValueChange={(code) => {
        props.onValueChange?.(code);
        setSelected(code);
      }}
    />
  );
}

/** happy-dom does no layout: give the strip and its tabs a size and record how it scrolls. */
function measure() {
  const strip = screen.getByRole('tablist');
  Object.defineProperty(strip, 'clientWidth', { value: 300, configurable: true });
  screen.getAllByRole('tab').forEach((tab, i) => {
    Object.defineProperty(tab, 'offsetLeft', { value: 16 + i * 90, configurable: true });
    Object.defineProperty(tab, 'offsetWidth', { value: 80, configurable: true });
  });
  const scrollTo = vi.fn();
  strip.scrollTo = scrollTo as typeof strip.scrollTo;
  return scrollTo;
}

afterEach(() => vi.unstubAllGlobals());

describe('CategoryStrip', () => {
  it('is a named tab list with the selected category marked', () => {
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'false');
  });

  it('reports the category tapped', async () => {
    const onValueChange = vi.fn();
    render(<Strip onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(onValueChange).toHaveBeenCalledWith('LIVE');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  });

  it('scrolls the chosen category smoothly to the middle of the strip', async () => {
    render(<Strip />);
    const scrollTo = measure();
    await userEvent.click(screen.getByRole('tab', { name: 'Sabong' }));
    // tab 4 starts at 376 and is 80 wide; centred in 300 px: 376 - (300 - 80) / 2
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 266, behavior: 'smooth' });
  });

  it('jumps without smooth scrolling under reduced motion', async () => {
    render(<Strip reducedMotion />);
    const scrollTo = measure();
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 176, behavior: 'auto' });
  });

  it('follows the system reduced-motion setting', async () => {
    stubReducedMotion(true);
    render(<Strip />);
    const scrollTo = measure();
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('opened on the first category, reads no layout (nothing to scroll)', () => {
    const tabPosition = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    render(<Strip />);
    expect(tabPosition).not.toHaveBeenCalled();
    tabPosition.mockRestore();
  });

  it('never scrolls past the start', async () => {
    render(<Strip />);
    const scrollTo = measure();
    await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('is one tab stop; arrows, Home and End move focus, Enter chooses', async () => {
    const onValueChange = vi.fn();
    render(<Strip onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sabong' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('COCKFIGHT');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
  });
});
