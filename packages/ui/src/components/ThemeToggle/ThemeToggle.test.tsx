import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle';

const shownGlyph = () => document.querySelector('[data-current]')?.getAttribute('data-icon');

describe('ThemeToggle', () => {
  it('is a switch named "Dark mode" that is on in dark mode and shows the moon', () => {
    render(<ThemeToggle value="dark" onValueChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    expect(shownGlyph()).toBe('moon');
  });

  it('is off in light mode and shows the sun', () => {
    render(<ThemeToggle value="light" onValueChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(shownGlyph()).toBe('sun');
  });

  it('asks for light mode when tapped in dark mode, and dark mode when tapped in light', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<ThemeToggle value="dark" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onValueChange).toHaveBeenLastCalledWith('light');
    rerender(<ThemeToggle value="light" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onValueChange).toHaveBeenLastCalledWith('dark');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ThemeToggle value="dark" onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenCalledWith('light');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledTimes(2);
  });

  it('takes the accessible name from the page, in the player language', () => {
    render(<ThemeToggle value="light" onValueChange={() => {}} label="Madilim na tema" />);
    expect(screen.getByRole('switch', { name: 'Madilim na tema' })).toBeInTheDocument();
  });

  it('does not change mode while disabled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ThemeToggle value="dark" onValueChange={onValueChange} disabled />);
    await user.click(screen.getByRole('switch'));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
