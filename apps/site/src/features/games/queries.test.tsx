import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { gameListRouteOf, initialGameListState, LIST_PAGE_SIZE } from '@playdeck/domain';
import { api } from '../../api/client';
import { useSession } from '../../stores/session';
import { prefetchFirstGamePage, useGameListPages } from './queries';

afterEach(() => {
  vi.restoreAllMocks();
  useSession.getState().clear();
});

const page = (name: string) => ({
  games: [{ nodeId: '1', gameName: name }],
  pageNum: 1,
  totalPages: 3,
  totalCount: 60,
});

const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe("a game list's first games", () => {
  it('asked for before the page renders are not asked for again when it does', async () => {
    let settle: (value: unknown) => void = () => undefined;
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(((def: { id: string }) =>
        def.id === 'gameList'
          ? new Promise((done) => (settle = done))
          : Promise.resolve({})) as never);
    const gameListCalls = () => call.mock.calls.filter(([def]) => def.id === 'gameList');
    const client = new QueryClient();
    const prefetch = prefetchFirstGamePage(client, at('/m/slot-games?vassalage=PG'));
    // With the vendors and classes, which decide how the list's controls look.
    await vi.waitFor(() =>
      expect(call.mock.calls.map(([def]) => def.id).sort()).toEqual([
        'gameList',
        'vendorGameTypes',
        'vendorLanes',
      ]),
    );
    expect(gameListCalls()[0]?.[1]).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: 1,
      pageSize: LIST_PAGE_SIZE,
    });

    // The page renders with the state its path starts from, while the answer is on its way.
    const { start } = gameListRouteOf('/m/slot-games', new URLSearchParams('vassalage=PG'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useGameListPages(initialGameListState(start), LIST_PAGE_SIZE),
      { wrapper },
    );
    settle(page('Fortune Ox'));
    await prefetch;
    await waitFor(() =>
      expect(result.current.games.map((g) => g.gameName)).toEqual(['Fortune Ox']),
    );
    expect(gameListCalls()).toHaveLength(1);
  });

  it('are not asked for where the path shows cards or a list that needs a session', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(page('unused') as never);
    const client = new QueryClient();
    await prefetchFirstGamePage(client, at('/m/sport-games'));
    await prefetchFirstGamePage(client, at('/m/fav-games'));
    expect(call).not.toHaveBeenCalled();
  });
});
