import { defineCall } from '../../call';
import { acknowledged } from '../shared';
import { favouriteChange } from './shared';

/** Adds a favourite; adding one that is already a favourite changes nothing and succeeds. The
 * answer is not read (api-contract §8 #7). */
export const addFavourite = defineCall({
  id: 'addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: favouriteChange,
  response: acknowledged,
});
