import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is tapped', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember password" defaultChecked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Remember password'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('toggles with the space bar', async () => {
    render(<Checkbox label="I am over 18 and agree to the terms" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows its error under the row and ties it to the box', () => {
    render(<Checkbox label="I agree to the terms" error="Please accept the agreement" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the agreement');
  });

  it('cannot be changed while disabled', async () => {
    render(<Checkbox label="Remember password" disabled />);
    await userEvent.click(screen.getByText('Remember password'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
