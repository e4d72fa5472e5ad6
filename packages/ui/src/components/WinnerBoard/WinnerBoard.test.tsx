import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubReducedMotion } from '../../a11y/testing';
import { WinnerBoard, type Winner } from './WinnerBoard';

const winners: Winner[] = [
  { customerName: 'ma***a', gameName: 'Sweet Bonanza', winAmount: 12450.5 },
  { customerName: 'jo***n', gameName: 'Super Ace', winAmount: 98000 },
  { customerName: 'an***e', gameName: 'Lightning Roulette', winAmount: '45000.75' },
  { customerName: 'ri***o', gameName: 'Fortune Gems', winAmount: 3200 },
];

const visibleRows = (board: HTMLElement) =>
  within(board)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('WinnerBoard', () => {
  it('lists winners biggest win first, with masked name, game and amount in 2 decimals', () => {
    render(<WinnerBoard winners={winners} title="Big winners" currencySymbol="₱" />);
    const board = screen.getByRole('region', { name: 'Big winners' });
    expect(visibleRows(board)).toEqual([
      '1jo***nSuper Ace₱98,000.00',
      '2an***eLightning Roulette₱45,000.75',
      '3ma***aSweet Bonanza₱12,450.50',
      '4ri***oFortune Gems₱3,200.00',
    ]);
  });

  it('stands still by default, with nothing to pause', () => {
    render(<WinnerBoard winners={winners} visibleRows={2} />);
    expect(screen.getByTestId('winner-reel')).not.toHaveAttribute('data-state');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a keyboard user scroll a still list that is longer than its window', () => {
    render(<WinnerBoard winners={winners} visibleRows={2} label="Winners" />);
    expect(screen.getByRole('group', { name: 'Winners' })).toHaveAttribute('tabindex', '0');
  });

  it('rolls when asked, with a copy of the list hidden from assistive technology for the loop', () => {
    render(<WinnerBoard winners={winners} visibleRows={2} autoScroll />);
    expect(screen.getByTestId('winner-reel')).toHaveAttribute('data-state', 'running');
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getAllByText('jo***n')).toHaveLength(2);
  });

  it('pauses and resumes the roll with its control', async () => {
    const onPausedChange = vi.fn();
    render(
      <WinnerBoard winners={winners} visibleRows={2} autoScroll onPausedChange={onPausedChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause winners' }));
    expect(screen.getByTestId('winner-reel')).toHaveAttribute('data-state', 'paused');
    expect(onPausedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Play winners' }));
    expect(screen.getByTestId('winner-reel')).toHaveAttribute('data-state', 'running');
  });

  it('can start paused (stories, screenshots)', () => {
    render(<WinnerBoard winners={winners} visibleRows={2} autoScroll defaultPaused />);
    expect(screen.getByTestId('winner-reel')).toHaveAttribute('data-state', 'paused');
  });

  it('does not roll a list that fits its window', () => {
    render(<WinnerBoard winners={winners} visibleRows={5} autoScroll />);
    expect(screen.getByTestId('winner-reel')).not.toHaveAttribute('data-state');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a still list under reduced motion, asked for or from the system', () => {
    const { unmount } = render(
      <WinnerBoard winners={winners} visibleRows={2} autoScroll reducedMotion />,
    );
    expect(screen.getByTestId('winner-reel')).not.toHaveAttribute('data-state');
    expect(screen.getAllByText('jo***n')).toHaveLength(1);
    unmount();
    stubReducedMotion(true);
    render(<WinnerBoard winners={winners} visibleRows={2} autoScroll />);
    expect(screen.getByTestId('winner-reel')).not.toHaveAttribute('data-state');
  });

  it('shows its empty text when there are no winners', () => {
    render(<WinnerBoard winners={[]} emptyText="No winners yet" />);
    expect(screen.getByText('No winners yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
