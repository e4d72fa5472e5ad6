import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameGrid, VIRTUAL_FROM, type GameGridItem } from './GameGrid';

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

  it("opens the pressed game's details from its context menu", () => {
    const onDetails = vi.fn();
    render(<GameGrid games={games} onLaunch={() => {}} onDetails={onDetails} />);
    fireEvent.contextMenu(screen.getByRole('button', { name: /Super Ace/ }));
    expect(onDetails).toHaveBeenCalledWith(games[1]);
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

  describe('a long list', () => {
    // The virtualiser's code loads when a grid first gets long: transformed once here, not in a test.
    beforeAll(() => import('./VirtualRows'), 30_000);
    const many = (n: number): GameGridItem[] =>
      Array.from({ length: n }, (_, i) => ({
        id: `m${i + 1}`,
        name: `Game ${i + 1}`,
        vendor: 'JILI',
        gameType: 'RNG',
        tileTheme: 1,
      }));
    const items = () =>
      within(screen.getByRole('list', { name: 'Slots' })).getAllByRole('listitem');

    it('is drawn whole below the threshold, or when not to be virtualised, without places', async () => {
      const { unmount } = render(
        <GameGrid games={many(VIRTUAL_FROM - 1)} label="Slots" virtualise onLaunch={() => {}} />,
      );
      expect(items()).toHaveLength(VIRTUAL_FROM - 1);
      expect(items()[0]).not.toHaveAttribute('aria-setsize');
      unmount();
      render(<GameGrid games={many(100)} label="Slots" onLaunch={() => {}} />);
      await new Promise((done) => setTimeout(done, 100));
      expect(items()).toHaveLength(100);
    });

    it('draws only the rows near the view, each tile with its place, the first and last rows too', async () => {
      render(<GameGrid games={many(150)} label="Slots" virtualise onLaunch={() => {}} />);
      // Drawn whole until the virtualiser's code has loaded.
      await waitFor(() => expect(items().length).toBeLessThan(100), { timeout: 10_000 });
      const drawn = items();
      expect(drawn.every((li) => li.getAttribute('aria-setsize') === '150')).toBe(true);
      const places = drawn.map((li) => Number(li.getAttribute('aria-posinset')));
      expect(places.slice(0, 3)).toEqual([1, 2, 3]);
      expect(places.slice(-3)).toEqual([148, 149, 150]);
      expect(places).toEqual([...places].sort((a, b) => a - b));
      expect(drawn.at(-1)).toHaveTextContent('Game 150');
      // Placed on its row and column of the whole list, whose rows are all reserved.
      expect(drawn.at(-1)).toHaveStyle({ gridRow: '50', gridColumn: '3' });
      expect(screen.getByRole('list', { name: 'Slots' })).toHaveStyle({
        gridTemplateRows: 'repeat(50, 1fr)',
      });
    });

    it('keeps the focused tile, and the rows on either side, when the view moves away', async () => {
      render(<GameGrid games={many(150)} label="Slots" virtualise onLaunch={() => {}} />);
      await waitFor(() => expect(items().length).toBeLessThan(100));
      const tile = screen.getByRole('button', { name: /Game 14\b/ });
      act(() => tile.focus());
      // No layout here: the page is said to have scrolled 33 rows (of the virtualiser's 180 px).
      const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(6_000);
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((done) => setTimeout(done, 50));
      });
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: /Game 100\b/ })).not.toBeNull(),
      );
      expect(tile).toHaveFocus();
      expect(tile.isConnected).toBe(true);
      expect(screen.getByText('Game 10')).toBeInTheDocument();
      expect(screen.getByText('Game 18')).toBeInTheDocument();
      expect(screen.queryByText('Game 30')).toBeNull();
      scrollY.mockRestore();
    });
  });
});
