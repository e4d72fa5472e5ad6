import { defineCall } from '../../call';
import { launchGame, vendorGameLaunchRequest } from './launchGame';

/**
 * The Facebook game launch (`GCS_gameLaunchFB`): a vendor game launched from inside Facebook's
 * in-app browser, which cannot keep the platform's usual game window. Same parameters and answer
 * as a `launchGame` of a vendor game; the game page it answers with suits that browser. Like any
 * launch it is never repeated by the client (`noRetry`, api-contract §8 #12).
 */
export const gameLaunchFB = defineCall({
  id: 'gameLaunchFB',
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  moduleId: 'GAMELO3',
  token: true,
  encrypted: false,
  noRetry: true,
  request: vendorGameLaunchRequest,
  response: launchGame.response,
});
