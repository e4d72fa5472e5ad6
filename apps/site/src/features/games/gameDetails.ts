import { create } from 'zustand';
import type { Game } from '@playdeck/contract';

interface GameDetailsState {
  /** The game whose details show (after a long press on its tile), with the list's category. */
  shown: { game: Game; category?: string } | null;
  show: (game: Game, category?: string) => void;
  close: () => void;
}

/** The game details sheet of the page: one at a time, opened by a long press on a tile. */
export const useGameDetails = create<GameDetailsState>()((set) => ({
  shown: null,
  show: (game, category) => set({ shown: { game, category } }),
  close: () => set({ shown: null }),
}));
