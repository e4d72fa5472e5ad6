import { addRecentGame, gameLaunchFB, launchGame, type RequestOf } from '@playdeck/contract';
import { isFacebookInAppBrowser } from '@playdeck/domain';
import { callApi } from '../../api/hooks';
import { queryClient } from '../../api/queryClient';

/**
 * The game launch call. Inside Facebook's in-app browser a vendor game goes through the Facebook
 * game launch. Its failure is the launcher's to tell.
 */
export function launchGameCall(params: RequestOf<typeof launchGame>) {
  return params.launchMode === 'GLS' && isFacebookInAppBrowser(navigator.userAgent)
    ? callApi(gameLaunchFB, params)
    : callApi(launchGame, params);
}

/**
 * Records a launched game as recent (spec 2 §7 "Add recent game", MCS2_addRecentGame), then has
 * the lists that show recent games read again. It never holds the game up: a failure is only
 * logged, and the game opens anyway.
 */
export async function recordRecentGame(nodeId: string | null | undefined): Promise<void> {
  if (nodeId) {
    try {
      await callApi(addRecentGame, { nodeId });
    } catch (error) {
      console.warn('the game could not be recorded as recent', error);
    }
  }
  void queryClient.invalidateQueries({
    predicate: (q) => ['recentGames', 'vnLotteryRecent'].includes(String(q.queryKey[1])),
  });
}
