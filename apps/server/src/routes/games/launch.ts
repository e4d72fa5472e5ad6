import type { FastifyInstance } from 'fastify';
import { gameErrorCodes, gameLaunchFB, launchGame } from '@playdeck/contract';
import { canFreePlay } from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import {
  lotteryGameByCode,
  lotteryLobbyOf,
  lotteryOptionsOf,
  type GameRow,
} from '../../store/games';
import { createLaunch, recordRecent, sameSitePath } from '../../store/launches';
import { knownGame, LOTTERY_TYPES } from './known';

/** Game launches: a ticket for the demo game page, for real money, free play or a lottery. */
export function launchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, launchGame, ({ params: p, session }) => {
    const now = ctx.now();
    let game: GameRow;
    let accountType: 0 | 1 = 1;
    let prizeMode: string | null = null;
    let playType: string | null = null;
    if (p.launchMode === 'GLS') {
      game = knownGame(db, p.nodeId);
      if (LOTTERY_TYPES.includes(game.game_type))
        throw new Failure('request_param_err', 400, 'Lottery games launch with launchMode LOTT');
      accountType = p.accountType === 0 ? 0 : 1;
      if (accountType === 0) {
        if (!canFreePlay(session))
          throw new Failure(
            gameErrorCodes.freeReject,
            403,
            'Please login an actual account to use this function',
          );
        if (!game.support_play)
          throw new Failure(
            gameErrorCodes.freePlayUnavailable,
            200,
            'This game has no free play; play it with real money',
          );
      }
    } else {
      const code = p.lottoGameCode ?? p.gameCode;
      const vendor = (p.vendor ?? p.vassalage)?.toUpperCase();
      const row = code
        ? lotteryGameByCode(db, code.toUpperCase(), vendor ?? null)
        : vendor
          ? lotteryLobbyOf(db, vendor)
          : undefined;
      if (!code && !vendor)
        throw new Failure('request_param_err', 400, 'Name the lottery vendor or a lottoGameCode');
      if (!row) throw new Failure(gameErrorCodes.gameNotFound, 200, 'This lottery does not exist');
      game = row;
      prizeMode = p.prizeMode ?? p.lottoPrizeMode;
      playType = p.playType;
      const details = lotteryOptionsOf(db, game.node_id);
      if (details && !details.prize_modes.split(',').includes(prizeMode))
        throw new Failure(
          'request_param_err',
          400,
          `This lottery plays prize mode ${details.prize_modes.split(',').join(' or ')}`,
        );
      if (details && !details.play_types.split(',').includes(playType))
        throw new Failure(
          'request_param_err',
          400,
          `This lottery has play type ${details.play_types.split(',').join(' or ')}`,
        );
    }
    const ticket = createLaunch(db, {
      userId: session.id,
      sessionToken: session.token,
      nodeId: game.node_id,
      accountType,
      prizeMode,
      playType,
      backUrl: sameSitePath(p.backUrl),
      now,
    });
    recordRecent(db, session.id, game.node_id, now);
    return {
      content: {
        game_url: `/demo/game/${encodeURIComponent(game.node_id)}?ticket=${encodeURIComponent(ticket)}`,
      },
    };
  });

  // The Facebook game launch: a vendor game opened from Facebook's in-app browser. The same
  // checks and ticket as launchGame; the game page knows it was opened for that browser.
  route(app, ctx, gameLaunchFB, ({ params: p, session }) => {
    const game = knownGame(db, p.nodeId);
    if (LOTTERY_TYPES.includes(game.game_type))
      throw new Failure('request_param_err', 400, 'Lottery games launch with launchMode LOTT');
    const accountType = p.accountType === 0 ? 0 : 1;
    if (accountType === 0 && !canFreePlay(session))
      throw new Failure(
        gameErrorCodes.freeReject,
        403,
        'Please login an actual account to use this function',
      );
    if (accountType === 0 && !game.support_play)
      throw new Failure(
        gameErrorCodes.freePlayUnavailable,
        200,
        'This game has no free play; play it with real money',
      );
    const now = ctx.now();
    const ticket = createLaunch(db, {
      userId: session.id,
      sessionToken: session.token,
      nodeId: game.node_id,
      accountType,
      prizeMode: null,
      playType: null,
      backUrl: sameSitePath(p.backUrl),
      now,
    });
    return {
      content: {
        game_url: `/demo/game/${encodeURIComponent(game.node_id)}?ticket=${encodeURIComponent(ticket)}&via=facebook`,
      },
    };
  });
}
