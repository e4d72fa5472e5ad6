import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label', () => {
    render(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('ties its error to the input and marks it invalid', () => {
    render(<TextField label="E-mail" error="The e-mail address is incorrect" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The e-mail address is incorrect');
  });

  it('describes the input with its hint, then the error', () => {
    render(<TextField label="Captcha" hint="1 to 16 characters" error="Enter a captcha" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      '1 to 16 characters Enter a captcha',
    );
  });

  it('is valid and undescribed without an error or hint', () => {
    render(<TextField label="Nickname" />);
    const input = screen.getByRole('textbox');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('stops typing at maxLength', async () => {
    render(<TextField label="Mobile number" maxLength={20} inputMode="tel" />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '0'.repeat(25));
    expect(input).toHaveValue('0'.repeat(20));
    expect(input).toHaveAttribute('inputmode', 'tel');
  });

  it('shows a prefix such as the dialling code beside the input', () => {
    render(<TextField label="Mobile number" prefix="+63" />);
    expect(screen.getByText('+63')).toBeInTheDocument();
  });

  it('reports every change and hands its input to form libraries through ref', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Username" onChange={onChange} ref={ref} />);
    await userEvent.type(screen.getByRole('textbox'), 'ana');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
