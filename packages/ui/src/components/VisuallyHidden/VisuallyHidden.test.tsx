import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('still names the control it sits in', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close notice</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close notice' })).toBeInTheDocument();
  });
});
