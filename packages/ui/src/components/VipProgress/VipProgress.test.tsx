import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VipProgress } from './VipProgress';

describe('VipProgress', () => {
  it('shows the label name and the progress as a percent', () => {
    render(<VipProgress value={0.456} labelName="VIP 3" label="VIP progress" />);
    expect(screen.getByText('VIP 3')).toBeInTheDocument();
    expect(screen.getByText('45%')).toBeInTheDocument();
  });

  it('tells assistive technology the value of the bar', () => {
    render(<VipProgress value={0.25} label="VIP progress" />);
    const bar = screen.getByRole('progressbar', { name: 'VIP progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('fills the bar in proportion, through a transform', () => {
    render(<VipProgress value={0.25} />);
    expect(screen.getByTestId('vip-fill').style.transform).toBe('scaleX(0.25)');
  });

  it('keeps an out-of-range value within empty and full', () => {
    const { rerender } = render(<VipProgress value={1.7} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('vip-fill').style.transform).toBe('scaleX(1)');
    rerender(<VipProgress value={-1} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows no label chip when the player has no VIP label', () => {
    render(<VipProgress value={1} labelName={null} />);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.queryByText(/VIP \d/)).not.toBeInTheDocument();
  });
});
