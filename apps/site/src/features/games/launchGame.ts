import type { NavigateFunction } from 'react-router-dom';
import type { Game, RequestOf, launchGame } from '@playdeck/contract';
import {
  AccountTiming,
  gameLaunchParams,
  launchDecision,
  LOGIN_ROUTE,
  lotteryLaunchParams,
  lotteryPlayType,
  type lotteryPrizeMode,
} from '@playdeck/domain';
import { toast } from '@playdeck/ui';
import type { TFunction } from '../../i18n';
import { presentError } from '../../api/queryClient';
import { startTrialAccount } from '../../api/signIn';
import { showFreeReject } from '../../lib/restrictions';
import { hideLoading, showConfirm, showLoading } from '../../stores/ui';
import type { LoginRedirectState } from '../../shell/loginRedirect';
import { CLIENT_TYPE, GAME_PLATFORM } from '../../api/catalogueQueries';
import { launchGameCall, recordRecentGame } from './launchQueries';

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

/** What a launch needs from the page it starts on. */
export interface LaunchContext {
  session: Parameters<typeof launchDecision>[0];
  /** The page to come back to (after log in, and the game's back address). */
  here: string;
  navigate: NavigateFunction;
  t: TFunction;
}

/** Opens the address the launch answered with (the game's page). */
function openGame(url: string) {
  window.location.assign(url);
}

async function run(
  ctx: LaunchContext,
  launchParams: RequestOf<typeof launchGame>,
  asFreePlay: boolean,
  nodeId: string | null | undefined,
): Promise<void> {
  const { t } = ctx;
  let params = launchParams;
  const decision = launchDecision(ctx.session, { freePlay: asFreePlay });
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
    const state: LoginRedirectState = { from: ctx.here };
    void ctx.navigate(LOGIN_ROUTE, { state });
    return;
  } else if (decision === 'free_reject') {
    showFreeReject();
    return;
  }
  const waiting = toast.show(t('toast.pleaseWait'), { duration: 'short' });
  try {
    const answer = await launchGameCall(params);
    await recordRecentGame(nodeId);
    openGame(answer.content.game_url);
  } catch (error) {
    presentError(error);
  } finally {
    toast.dismiss(waiting);
  }
}

const common = (here: string) => ({
  platform: GAME_PLATFORM,
  clientType: CLIENT_TYPE,
  backUrl: here,
});

/** A vendor game for real money, or in free play. */
export function launchVendorGame(
  ctx: LaunchContext,
  game: GameTarget | Game,
  options: { freePlay?: boolean; category?: string },
): Promise<void> {
  return run(
    ctx,
    { ...gameLaunchParams(game, { ...options, backUrl: ctx.here }), ...common(ctx.here) },
    options.freePlay ?? false,
    game.nodeId,
  );
}

/** A lottery game or lobby, with the prize mode and the play type. */
export function launchLotteryGame(
  ctx: LaunchContext,
  target: LotteryTarget,
  prizeMode: ReturnType<typeof lotteryPrizeMode>,
): Promise<void> {
  return run(
    ctx,
    {
      ...lotteryLaunchParams({
        vendor: target.vendor,
        gameCode: target.gameCode,
        prizeMode,
        playType: lotteryPlayType(target.playTypes, target.playType),
        backUrl: ctx.here,
      }),
      ...common(ctx.here),
    },
    false,
    target.nodeId,
  );
}
