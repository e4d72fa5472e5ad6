import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UnreadBadge } from './UnreadBadge';

describe('UnreadBadge', () => {
  it('shows the unread count', () => {
    render(<UnreadBadge count={5} />);
    expect(screen.getByText('5')).toBeVisible();
  });

  it('shows 99 as 99 and anything above as 99+', () => {
    const { rerender } = render(<UnreadBadge count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
    rerender(<UnreadBadge count={100} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.queryByText('100')).not.toBeInTheDocument();
  });

  it('renders nothing at zero', () => {
    const { container } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when hidden, e.g. for a logged-out visitor', () => {
    const { container } = render(<UnreadBadge count={12} hidden />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is read as its label rather than a bare number', () => {
    render(<UnreadBadge count={150} label="150 unread" />);
    expect(screen.getByText('150 unread')).toBeInTheDocument();
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  });
});
