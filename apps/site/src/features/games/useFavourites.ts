import { useMemo } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { addFavourite, favouriteIds, removeFavourite, type Game } from '@playdeck/contract';
import {
  FAVOURITE_IDS_PAGE_SIZE,
  favouriteAction,
  LOGIN_ROUTE,
  withFavourite,
  withoutFavourite,
  withoutGame,
} from '@playdeck/domain';
import { api } from '../../api/client';
import { apiQueryKey } from '../../api/hooks';
import { queryClient } from '../../api/queryClient';
import { useSession } from '../../stores/session';
import type { LoginRedirectState } from '../../shell/loginRedirect';
import { useFavouriteIds, type GamePage } from './queries';

const idsKey = apiQueryKey(favouriteIds, { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE });
const isFavouriteList = (key: readonly unknown[]) => key[1] === 'favouriteList';

interface Change {
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;
  action: 'add' | 'remove';
}

interface Snapshot {
  ids: readonly string[] | undefined;
  lists: [readonly unknown[], GamePage | undefined][];
}

/**
 * The favourite heart (spec 2 §4): visitors go to log in; adding a game that is already a
 * favourite does nothing; removing takes the game out of the shown favourites first and then tells
 * the server. Both update the heart at once and put it back if the server refuses.
 */
export function useFavourites() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => s.session !== null);
  const { data } = useFavouriteIds();
  const ids = useMemo(() => data ?? [], [data]);
  const set = useMemo(() => new Set(ids), [ids]);

  const mutation = useMutation<unknown, Error, Change, Snapshot>({
    mutationFn: ({ game, action }) => {
      const params = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return api.call(action === 'add' ? addFavourite : removeFavourite, params);
    },
    onMutate: async ({ game, action }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const snapshot: Snapshot = {
        ids: queryClient.getQueryData<string[]>(idsKey),
        lists: queryClient.getQueriesData<GamePage>({
          predicate: (q) => isFavouriteList(q.queryKey),
        }),
      };
      queryClient.setQueryData<readonly string[]>(idsKey, (old = []) =>
        action === 'add' ? withFavourite(old, game.nodeId) : withoutFavourite(old, game.nodeId),
      );
      if (action === 'remove') {
        queryClient.setQueriesData<GamePage>(
          { predicate: (q) => isFavouriteList(q.queryKey) },
          (page) => (page ? { ...page, games: withoutGame(page.games, game.nodeId) } : page),
        );
      }
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(idsKey, snapshot.ids);
      for (const [key, page] of snapshot.lists) queryClient.setQueryData(key, page);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ predicate: (q) => isFavouriteList(q.queryKey) });
    },
  });

  return {
    /** Node ids of the favourites, as strings. */
    ids: set,
    toggle: (game: Change['game']) => {
      const action = favouriteAction(signedIn, ids, game.nodeId);
      if (action === 'login') {
        const state: LoginRedirectState = { from: location.pathname + location.search };
        void navigate(LOGIN_ROUTE, { state });
        return;
      }
      mutation.mutate({ game, action });
    },
  };
}
