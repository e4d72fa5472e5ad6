import { defineCall } from '../../call';
import { favouriteChange, favouriteState } from './shared';

/**
 * Removes a favourite (DELETE; the server reads the fields from the body or the query string).
 * Removing one that is not a favourite succeeds.
 */
export const removeFavourite = defineCall({
  id: 'removeFavourite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: favouriteChange,
  response: favouriteState,
});
