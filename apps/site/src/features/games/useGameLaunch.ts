import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Game } from '@playdeck/contract';
import { lotteryPrizeMode } from '@playdeck/domain';
import { useSession } from '../../stores/session';
import { useVendorGameTypes } from './queries';

import type { GameTarget, LotteryTarget } from './launchGame';

/** The launcher (rules, trial offer, the launch calls) arrives with the first tap on a game. */
const launcher = () => import('./launchGame');

/**
 * Launching games (spec 2 §4, §5): a visitor goes to /m/login (and comes back here after); free
 * play is for member types 0, 1 and 2 only (`free_reject` for 2 s otherwise); lottery launches
 * carry the prize mode (domain rule) and a play type. Inside Facebook's in-app browser vendor games
 * use the Facebook game launch (`GCS_gameLaunchFB`). On success the game is recorded as recent
 * (add recent game) and its page opens. Pages that list games load none of this until a tap.
 */
export function useGameLaunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession((s) => s.session);
  const { data: vendorTypes } = useVendorGameTypes();
  const prizeMode = lotteryPrizeMode(vendorTypes?.content);
  const ctx = { session, here: location.pathname + location.search, navigate, t };

  return {
    /** A vendor game for real money, or in free play. */
    launch: async (
      game: GameTarget | Game,
      options: { freePlay?: boolean; category?: string } = {},
    ) => (await launcher()).launchVendorGame(ctx, game, options),
    /** A lottery game or lobby, with the prize mode and the play type. */
    launchLottery: async (target: LotteryTarget) =>
      (await launcher()).launchLotteryGame(ctx, target, prizeMode),
  };
}
