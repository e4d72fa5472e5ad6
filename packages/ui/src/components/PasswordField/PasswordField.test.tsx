import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides what is typed until the person asks to see it, and hides it again', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.type(input, 'secret1');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles from the keyboard', async () => {
    render(<PasswordField label="Password" toggleLabel="Mostrar" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mostrar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('shows its error under the field', () => {
    render(<PasswordField label="Confirm password" error="Confirmation password not matched" />);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirmation password not matched',
    );
  });
});
