import { useMemo } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { favouriteAction, LOGIN_ROUTE } from '@playdeck/domain';
import { useSession } from '../../stores/session';
import type { LoginRedirectState } from '../../shell/loginRedirect';
import { useChangeFavourite, useFavouriteIds, type FavouriteChange } from './queries';

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

  const mutation = useChangeFavourite();

  return {
    /** Node ids of the favourites, as strings. */
    ids: set,
    toggle: (game: FavouriteChange['game']) => {
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
