import { defineCall } from '../../call';
import { acknowledged } from '../shared';
import { favouriteChange } from './shared';

/**
 * Removes a favourite: DELETE with the fields as a JSON body, as the platform's client sends it
 * (api-contract §8 #4). Removing one that is not a favourite succeeds; the answer is not read.
 */
export const removeFavourite = defineCall({
  id: 'removeFavourite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: favouriteChange,
  response: acknowledged,
});
