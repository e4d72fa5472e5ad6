import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Game, RequestOf, launchGame } from '@playdeck/contract';
import {
  AccountTiming,
  gameLaunchParams,
  launchDecision,
  LOGIN_ROUTE,
  lotteryLaunchParams,
  lotteryPlayType,
  lotteryPrizeMode,
} from '@playdeck/domain';
import { toast } from '@playdeck/ui';
import { presentError } from '../../api/queryClient';
import { showFreeReject } from '../../lib/restrictions';
import { hideLoading, showConfirm, showLoading } from '../../stores/ui';
import { startTrialAccount } from '../../api/signIn';
import { useSession } from '../../stores/session';
import type { LoginRedirectState } from '../../shell/loginRedirect';
import {
  CLIENT_TYPE,
  GAME_PLATFORM,
  useLaunchGameCall,
  useRecordRecentGame,
  useVendorGameTypes,
} from './queries';

/** A vendor game (or a vendor's lobby) to launch. */
export interface GameTarget {
  nodeId: string;
  gameId?: string | null;
  roomId?: string | null;
  vassalage: string;
  gameType: string;
}

/** A lottery game, or a lottery vendor's lobby when `gameCode` is absent. */
export interface LotteryTarget {
  vendor: string;
  /** The lottery's node id, when known: it is recorded as a recent game. */
  nodeId?: string | null;
  gameCode?: string | null;
  playTypes?: readonly string[] | null;
  playType?: string;
}

/** Opens the address the launch answered with (the game's page). */
function openGame(url: string) {
  window.location.assign(url);
}

/**
 * Launching games (spec 2 §4, §5): a visitor goes to /m/login (and comes back here after); free
 * play is for member types 0, 1 and 2 only (`free_reject` for 2 s otherwise); lottery launches
 * carry the prize mode (domain rule) and a play type. Inside Facebook's in-app browser vendor games
 * use the Facebook game launch (`GCS_gameLaunchFB`). On success the game is recorded as recent
 * (add recent game) and its page opens.
 */
export function useGameLaunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession((s) => s.session);
  const { data: vendorTypes } = useVendorGameTypes();
  const prizeMode = lotteryPrizeMode(vendorTypes?.content);
  const here = location.pathname + location.search;
  const launchCall = useLaunchGameCall();
  const recordRecent = useRecordRecentGame();

  const run = useCallback(
    async (
      launchParams: RequestOf<typeof launchGame>,
      asFreePlay: boolean,
      nodeId: string | null | undefined,
    ) => {
      let params = launchParams;
      const decision = launchDecision(session, { freePlay: asFreePlay });
      if (decision === 'login' && asFreePlay) {
        // Free play is for members: a visitor is told so and offered a trial account at once,
        // which then plays this game on its trial credit.
        const start = await showConfirm({
          title: t('games.trialOffer.title'),
          message: t('games.trialOffer.body'),
          confirmLabel: t('games.trialOffer.start'),
          cancelLabel: t('games.trialOffer.notNow'),
        });
        if (!start) return;
        showLoading(t('games.trialOffer.starting'), AccountTiming.loadingMax);
        try {
          await startTrialAccount();
        } catch (error) {
          presentError(error);
          return;
        } finally {
          hideLoading();
        }
        // A trial account plays on its trial credit, not in free play (spec 2 §6).
        if (params.launchMode === 'GLS') params = { ...params, accountType: 1 };
      } else if (decision === 'login') {
        const state: LoginRedirectState = { from: here };
        void navigate(LOGIN_ROUTE, { state });
        return;
      } else if (decision === 'free_reject') {
        showFreeReject();
        return;
      }
      const waiting = toast.show(t('toast.pleaseWait'), { duration: 'short' });
      try {
        const answer = await launchCall(params);
        await recordRecent(nodeId);
        openGame(answer.content.game_url);
      } catch (error) {
        presentError(error);
      } finally {
        toast.dismiss(waiting);
      }
    },
    [session, here, navigate, t, launchCall, recordRecent],
  );

  const common = { platform: GAME_PLATFORM, clientType: CLIENT_TYPE, backUrl: here };

  return {
    /** A vendor game for real money, or in free play. */
    launch: (game: GameTarget | Game, options: { freePlay?: boolean; category?: string } = {}) =>
      run(
        { ...gameLaunchParams(game, { ...options, backUrl: here }), ...common },
        options.freePlay ?? false,
        game.nodeId,
      ),
    /** A lottery game or lobby, with the prize mode and the play type. */
    launchLottery: (target: LotteryTarget) =>
      run(
        {
          ...lotteryLaunchParams({
            vendor: target.vendor,
            gameCode: target.gameCode,
            prizeMode,
            playType: lotteryPlayType(target.playTypes, target.playType),
            backUrl: here,
          }),
          ...common,
        },
        false,
        target.nodeId,
      ),
  };
}
