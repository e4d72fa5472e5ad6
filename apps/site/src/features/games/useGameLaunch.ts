import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { launchGame, type Game, type RequestOf } from '@playdeck/contract';
import {
  gameLaunchParams,
  launchDecision,
  LOGIN_ROUTE,
  lotteryLaunchParams,
  lotteryPlayType,
  lotteryPrizeMode,
} from '@playdeck/domain';
import { toast } from '@playdeck/ui';
import { api } from '../../api/client';
import { presentError, queryClient } from '../../api/queryClient';
import { showFreeReject } from '../../lib/restrictions';
import { useSession } from '../../stores/session';
import type { LoginRedirectState } from '../../app/RouteView';
import { CLIENT_TYPE, GAME_PLATFORM, useVendorGameTypes } from './queries';

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
  gameCode?: string | null;
  playTypes?: readonly string[] | null;
  playType?: string;
}

/** Opens the address the launch answered with (the game's page). */
function openGame(url: string) {
  window.location.assign(url);
}

/** Games recorded as recent: the lists that show them are read again. */
function refreshRecent() {
  void queryClient.invalidateQueries({
    predicate: (q) => ['recentGames', 'vnLotteryRecent'].includes(String(q.queryKey[1])),
  });
}

/**
 * Launching games (spec 2 §4, §5): a visitor goes to /m/login (and comes back here after); free
 * play is for member types 0, 1 and 2 only (`free_reject` for 2 s otherwise); lottery launches
 * carry the prize mode (domain rule) and a play type. The game's page opens on success.
 */
export function useGameLaunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession((s) => s.session);
  const { data: vendorTypes } = useVendorGameTypes();
  const prizeMode = lotteryPrizeMode(vendorTypes?.content);
  const here = location.pathname + location.search;

  const run = useCallback(
    async (params: RequestOf<typeof launchGame>, freePlay: boolean) => {
      const decision = launchDecision(session, { freePlay });
      if (decision === 'login') {
        const state: LoginRedirectState = { from: here };
        void navigate(LOGIN_ROUTE, { state });
        return;
      }
      if (decision === 'free_reject') {
        showFreeReject();
        return;
      }
      const waiting = toast.show(t('toast.pleaseWait'), { duration: 'short' });
      try {
        const answer = await api.call(launchGame, params);
        refreshRecent();
        openGame(answer.content.game_url);
      } catch (error) {
        presentError(error);
      } finally {
        toast.dismiss(waiting);
      }
    },
    [session, here, navigate, t],
  );

  const common = { platform: GAME_PLATFORM, clientType: CLIENT_TYPE, backUrl: here };

  return {
    /** A vendor game for real money, or in free play. */
    launch: (game: GameTarget | Game, options: { freePlay?: boolean; category?: string } = {}) =>
      run(
        { ...gameLaunchParams(game, { ...options, backUrl: here }), ...common },
        options.freePlay ?? false,
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
      ),
  };
}
