import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameGrid, type GameGridItem } from './GameGrid';

const games: GameGridItem[] = [
  { id: 'g1', name: 'Sweet Bonanza', vendor: 'Pragmatic Play', gameType: 'RNG', tileTheme: 1 },
  { id: 'g2', name: 'Super Ace', vendor: 'JILI', gameType: 'RNG', isHot: 1, tileTheme: 2 },
  { id: 'g3', name: 'Pinoy Lotto', vendor: 'PCSO', gameType: 'LOTT', tileTheme: 3 },
];

describe('GameGrid', () => {
  it('draws one tile per game, in order, in a named list', () => {
    render(<GameGrid games={games} label="Hot games" onLaunch={() => {}} />);
    const list = screen.getByRole('list', { name: 'Hot games' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Sweet Bonanza'),
      expect.stringContaining('Super Ace'),
      expect.stringContaining('Pinoy Lotto'),
    ]);
  });

  it('launches the game that was tapped', async () => {
    const onLaunch = vi.fn();
    render(<GameGrid games={games} onLaunch={onLaunch} />);
    await userEvent.click(screen.getByRole('button', { name: /Super Ace/ }));
    expect(onLaunch).toHaveBeenCalledWith(games[1]);
  });

  it('toggles the favourite of the game whose heart was tapped, and lottery has none', async () => {
    const onToggleFavourite = vi.fn();
    render(<GameGrid games={games} onLaunch={() => {}} onToggleFavourite={onToggleFavourite} />);
    expect(screen.getAllByRole('button', { name: /^Favourite/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Sweet Bonanza' }));
    expect(onToggleFavourite).toHaveBeenCalledWith(games[0]);
  });

  it('shows the "more" slot under the games', () => {
    render(
      <GameGrid
        games={games}
        onLaunch={() => {}}
        more={<button type="button">More games</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'More games' })).toBeInTheDocument();
  });

  it('shows the empty slot, and no list or "more", when there are no games', () => {
    render(
      <GameGrid
        games={[]}
        onLaunch={() => {}}
        empty={<p>No games found</p>}
        more={<button type="button">More games</button>}
      />,
    );
    expect(screen.getByText('No games found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More games' })).not.toBeInTheDocument();
  });

  it('offers free play only on the games that have it', async () => {
    const onFreePlay = vi.fn();
    render(
      <GameGrid
        games={games.map((g) => ({ ...g, freePlayLabel: 'Try' }))}
        onLaunch={() => {}}
        onFreePlay={onFreePlay}
        offersFreePlay={(g) => g.id !== 'g3'}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Try/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try Super Ace' }));
    expect(onFreePlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'g2' }));
  });
});
