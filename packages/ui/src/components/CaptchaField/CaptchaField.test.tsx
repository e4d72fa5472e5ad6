import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaptchaField } from './CaptchaField';
import { sampleCaptcha } from './sampleCaptcha';

describe('CaptchaField', () => {
  it('shows the picture and asks for a new one when it is tapped', async () => {
    const onRefresh = vi.fn();
    const { container } = render(
      <CaptchaField label="Captcha" image={sampleCaptcha} onRefresh={onRefresh} />,
    );
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      `data:image/png;base64,${sampleCaptcha}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New captcha picture' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('accepts only digits, at most six by default, with a numeric keyboard', async () => {
    render(<CaptchaField label="Captcha" image={sampleCaptcha} onRefresh={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(input, '4a8-27 19 55');
    expect(input).toHaveValue('482719');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('cannot be tapped again while a new picture is loading', async () => {
    const onRefresh = vi.fn();
    render(<CaptchaField label="Captcha" imageLoading onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'New captcha picture' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('offers a retry in place of a picture that failed', async () => {
    const onRefresh = vi.fn();
    const { container } = render(
      <CaptchaField label="Captcha" imageError="Tap to retry" onRefresh={onRefresh} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Tap to retry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tap to retry New captcha picture' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('replaces a picture the browser cannot decode with the retry glyph', () => {
    const { container } = render(
      <CaptchaField label="Captcha" image="not-a-png" onRefresh={() => {}} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-icon="refresh"]')).not.toBeNull();
  });

  it('shows its validation error under the field', () => {
    render(
      <CaptchaField
        label="Captcha"
        image={sampleCaptcha}
        onRefresh={() => {}}
        error="Enter a captcha"
      />,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Enter a captcha');
  });
});
