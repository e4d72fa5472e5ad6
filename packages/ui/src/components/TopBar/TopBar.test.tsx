import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('shows the page title as its heading', () => {
    render(<TopBar title="Message centre" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Message centre' })).toBeInTheDocument();
  });

  it('goes back when the back button is pressed', async () => {
    const onBack = vi.fn();
    render(<TopBar title="Announcements" onBack={onBack} backLabel="Back" />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back button without a back action', () => {
    render(<TopBar title="Home" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the end controls', () => {
    render(<TopBar title="Games" end={<button type="button">Search</button>} />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
