import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by its glyph', () => {
    render(<IconButton icon="close" label="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="menu" label="Open menu" onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('announces a toggle’s state', () => {
    const { rerender } = render(<IconButton icon="heart" label="Favourite" pressed={false} />);
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    rerender(<IconButton icon="heart-filled" label="Favourite" pressed />);
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is not a toggle unless asked to be', () => {
    render(<IconButton icon="close" label="Close" />);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-pressed');
  });

  it('ignores presses while disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="close" label="Close" onClick={onClick} disabled />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });
});
