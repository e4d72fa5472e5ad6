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

  it('loads the artwork of the first tiles at once and early, the rest lazily', () => {
    const withArt = games.map((g) => ({ ...g, imageUrl: `/art/${g.id}.png` }));
    const { container } = render(
      <GameGrid games={withArt} eagerTiles={2} label="Slots" onLaunch={() => {}} />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
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
  it('draws only the new tiles when a page is appended, and a changed heart redraws its tile', () => {
    const drawn: string[] = [];
    /** A game that notes each time a tile reads it to draw. */
    const counted = (g: GameGridItem): GameGridItem => {
      const { name, ...rest } = g;
      return Object.defineProperty({ ...rest }, 'name', {
        enumerable: true,
        get: () => {
          drawn.push(g.id);
          return name;
        },
      }) as GameGridItem;
    };
    const first = games.slice(0, 2).map(counted);
    const { rerender } = render(
      <GameGrid games={first} label="Slots" onLaunch={() => {}} onToggleFavourite={() => {}} />,
    );
    drawn.length = 0;
    const appended = [...first, counted(games[2]!)];
    // New callbacks each time, as a page re-rendering would pass them.
    rerender(
      <GameGrid games={appended} label="Slots" onLaunch={() => {}} onToggleFavourite={() => {}} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(drawn).toEqual(['g3']);

    drawn.length = 0;
    const hearted = [appended[0]!, counted({ ...games[1]!, favourite: true }), appended[2]!];
    rerender(
      <GameGrid games={hearted} label="Slots" onLaunch={() => {}} onToggleFavourite={() => {}} />,
    );
    expect(drawn).toEqual(['g2']);
    expect(screen.getByRole('button', { name: 'Favourite Super Ace' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('calls the latest callbacks after the page passes new ones', async () => {
    const before = vi.fn();
    const after = vi.fn();
    const { rerender } = render(<GameGrid games={games} onLaunch={before} />);
    rerender(<GameGrid games={games} onLaunch={after} />);
    await userEvent.click(screen.getByRole('button', { name: /Sweet Bonanza/ }));
    expect(after).toHaveBeenCalledWith(games[0]);
    expect(before).not.toHaveBeenCalled();
  });
});
