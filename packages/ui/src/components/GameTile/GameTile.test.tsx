import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameTile, type GameTileProps } from './GameTile';

function setup(props: Partial<GameTileProps> = {}) {
  const onLaunch = vi.fn();
  const onToggleFavourite = vi.fn();
  const view = render(
    <GameTile
      name="Sweet Bonanza"
      vendor="Pragmatic Play"
      imageUrl="/art/sweet-bonanza.png"
      gameType="RNG"
      onLaunch={onLaunch}
      onToggleFavourite={onToggleFavourite}
      {...props}
    />,
  );
  return { onLaunch, onToggleFavourite, ...view };
}

const artwork = (container: HTMLElement) => container.querySelector('img');

describe('GameTile', () => {
  it('launches the game when the tile is tapped', async () => {
    const { onLaunch } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Sweet Bonanza Pragmatic Play' }));
    expect(onLaunch).toHaveBeenCalledOnce();
  });

  it('shows the name and the vendor', () => {
    setup();
    expect(screen.getByText('Sweet Bonanza')).toBeInTheDocument();
    expect(screen.getByText('Pragmatic Play')).toBeInTheDocument();
  });

  it('loads its artwork lazily with a fixed size, so nothing shifts', () => {
    const { container } = setup({ imageSize: 160 });
    const img = artwork(container)!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '160');
    expect(img).toHaveAttribute('alt', '');
  });

  it('falls back to the fallback image, then to a glyph, when artwork fails', () => {
    const { container } = setup({ fallbackImageUrl: '/art/default.png' });
    fireEvent.error(artwork(container)!);
    expect(artwork(container)).toHaveAttribute('src', '/art/default.png');
    fireEvent.error(artwork(container)!);
    expect(artwork(container)).toBeNull();
    expect(screen.getByTestId('game-glyph')).toBeInTheDocument();
  });

  it('shows the glyph straight away when a game has no artwork', () => {
    const { container } = setup({ imageUrl: null });
    expect(artwork(container)).toBeNull();
    expect(screen.getByTestId('game-glyph')).toBeInTheDocument();
  });

  it('tries new artwork again after an earlier image failed', () => {
    const { container, rerender } = setup();
    fireEvent.error(artwork(container)!);
    rerender(<GameTile name="Gates" imageUrl="/art/gates.png" onLaunch={() => {}} />);
    expect(artwork(container)).toHaveAttribute('src', '/art/gates.png');
  });

  it('shows the hot ribbon only when the game is hot (isHot 1), as part of the tile’s name', () => {
    const { rerender } = setup({ isHot: 1, hotLabel: 'Hot' });
    expect(screen.getByRole('button', { name: /Hot/ })).toHaveAccessibleName(
      'Hot Sweet Bonanza Pragmatic Play',
    );
    rerender(<GameTile name="Sweet Bonanza" isHot={0} hotLabel="Hot" onLaunch={() => {}} />);
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
  });

  it('toggles the favourite with a heart that says whether it is on', async () => {
    const { onToggleFavourite, onLaunch, rerender } = setup({ favourite: false });
    const heart = screen.getByRole('button', { name: 'Favourite Sweet Bonanza' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onToggleFavourite).toHaveBeenCalledOnce();
    expect(onLaunch).not.toHaveBeenCalled();
    rerender(
      <GameTile name="Sweet Bonanza" favourite onLaunch={onLaunch} onToggleFavourite={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Favourite Sweet Bonanza' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers no heart on lottery games', () => {
    const { rerender } = setup({ gameType: 'LOTT' });
    expect(screen.queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
    rerender(
      <GameTile name="Keno" gameType="ELOTT" onLaunch={() => {}} onToggleFavourite={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
  });

  it('uses the given accessible name for the heart', () => {
    setup({ favouriteLabel: 'Add Sweet Bonanza to favourites' });
    expect(
      screen.getByRole('button', { name: 'Add Sweet Bonanza to favourites' }),
    ).toBeInTheDocument();
  });

  it('puts the chosen theme gradient behind the artwork', () => {
    const { container, rerender } = setup({ tileTheme: 3 });
    const art = container.querySelector('[data-tile-theme]')!;
    expect(art).toHaveAttribute('data-tile-theme', '3');
    const theme3 = art.className;
    rerender(<GameTile name="Sweet Bonanza" tileTheme={4} onLaunch={() => {}} />);
    expect(container.querySelector('[data-tile-theme]')!.className).not.toBe(theme3);
  });

  it('is worked from the keyboard: launch, then the heart', async () => {
    const { onLaunch, onToggleFavourite } = setup();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onLaunch).toHaveBeenCalledOnce();
    expect(onToggleFavourite).toHaveBeenCalledOnce();
  });

  it('offers free play apart from the launch only when asked to', async () => {
    const onFreePlay = vi.fn();
    const { onLaunch, rerender } = setup({ onFreePlay, freePlayLabel: 'Try' });
    await userEvent.click(screen.getByRole('button', { name: 'Try Sweet Bonanza' }));
    expect(onFreePlay).toHaveBeenCalledOnce();
    expect(onLaunch).not.toHaveBeenCalled();
    expect(screen.getByText('Try')).toBeVisible();
    rerender(<GameTile name="Sweet Bonanza" gameType="RNG" onLaunch={onLaunch} />);
    expect(screen.queryByRole('button', { name: /Try/ })).toBeNull();
  });

  describe('long press', () => {
    const tile = () => screen.getByRole('button', { name: 'Sweet Bonanza Pragmatic Play' });
    const press = (ms: number, moveBy = 0) => {
      fireEvent.pointerDown(tile(), { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
      if (moveBy)
        fireEvent.pointerMove(tile(), { clientX: 10, clientY: 10 + moveBy, pointerId: 1 });
      vi.advanceTimersByTime(ms);
      fireEvent.pointerUp(tile(), { clientX: 10, clientY: 10 + moveBy, pointerId: 1 });
      fireEvent.click(tile());
      vi.runOnlyPendingTimers();
    };

    it('opens the details after 370 ms, and the release does not launch', () => {
      vi.useFakeTimers();
      try {
        const onDetails = vi.fn();
        const { onLaunch } = setup({ onDetails });
        press(369);
        expect(onDetails).not.toHaveBeenCalled();
        expect(onLaunch).toHaveBeenCalledOnce();
        press(370);
        expect(onDetails).toHaveBeenCalledOnce();
        expect(onLaunch).toHaveBeenCalledOnce();
        // The next tap launches again.
        fireEvent.pointerDown(tile(), { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
        fireEvent.pointerUp(tile(), { clientX: 10, clientY: 10, pointerId: 1 });
        fireEvent.click(tile());
        expect(onLaunch).toHaveBeenCalledTimes(2);
      } finally {
        vi.useRealTimers();
      }
    });

    it('is no long press when the finger scrolls away', () => {
      vi.useFakeTimers();
      try {
        const onDetails = vi.fn();
        setup({ onDetails });
        press(500, 30);
        expect(onDetails).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('opens the details from the context menu (menu key, right click) without the browser menu', () => {
      const onDetails = vi.fn();
      setup({ onDetails });
      expect(fireEvent.contextMenu(tile())).toBe(false);
      expect(onDetails).toHaveBeenCalledOnce();
    });

    it('leaves the context menu alone on a tile without details', () => {
      setup();
      expect(fireEvent.contextMenu(tile())).toBe(true);
    });
  });
});
