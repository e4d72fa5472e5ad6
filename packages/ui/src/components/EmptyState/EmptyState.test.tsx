import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is empty and what to try', () => {
    render(<EmptyState title="No games found" hint="Try another provider or name." />);
    expect(screen.getByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByText('Try another provider or name.')).toBeInTheDocument();
  });

  it('offers its action', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        title="No favourites yet"
        action={
          <button type="button" onClick={onClick}>
            Browse games
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('can sit under an existing heading without adding one', () => {
    render(<EmptyState title="No messages" titleAs="p" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('No messages')).toBeInTheDocument();
  });
});
