import { defineCall } from '../../call';
import { favouriteChange, favouriteState } from './shared';

/** Adds a favourite; adding one that is already a favourite changes nothing and succeeds. */
export const addFavourite = defineCall({
  id: 'addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: favouriteChange,
  response: favouriteState,
});
