import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle';

const shownGlyph = () => document.querySelector('[data-current]')?.getAttribute('data-icon');

describe('ThemeToggle', () => {
  it('is a switch named "Dark mode" that is on in dark mode and shows the moon', () => {
    render(<ThemeToggle mode="dark" onModeChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    expect(shownGlyph()).toBe('moon');
  });

  it('is off in light mode and shows the sun', () => {
    render(<ThemeToggle mode="light" onModeChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(shownGlyph()).toBe('sun');
  });

  it('asks for light mode when tapped in dark mode, and dark mode when tapped in light', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    const { rerender } = render(<ThemeToggle mode="dark" onModeChange={onModeChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onModeChange).toHaveBeenLastCalledWith('light');
    rerender(<ThemeToggle mode="light" onModeChange={onModeChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onModeChange).toHaveBeenLastCalledWith('dark');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(<ThemeToggle mode="dark" onModeChange={onModeChange} />);
    await user.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await user.keyboard(' ');
    expect(onModeChange).toHaveBeenCalledWith('light');
    await user.keyboard('{Enter}');
    expect(onModeChange).toHaveBeenCalledTimes(2);
  });

  it('takes the accessible name from the page, in the player language', () => {
    render(<ThemeToggle mode="light" onModeChange={() => {}} label="Madilim na tema" />);
    expect(screen.getByRole('switch', { name: 'Madilim na tema' })).toBeInTheDocument();
  });

  it('does not change mode while disabled', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(<ThemeToggle mode="dark" onModeChange={onModeChange} disabled />);
    await user.click(screen.getByRole('switch'));
    expect(onModeChange).not.toHaveBeenCalled();
  });
});
