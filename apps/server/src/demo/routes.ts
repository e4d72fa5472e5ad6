import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fail, ok } from '@playdeck/contract';
import { fromCentavos, toCentavos } from '@playdeck/domain';
import type { RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import { gameArtPath } from '../artwork/gameArt';
import { gameByNodeId } from '../store/games';
import { findLaunch, freeCreditCents, insertBet, setFreeCreditCents } from '../store/launches';
import { moveMoney, walletCents } from '../store/wallet';
import { demoGamePage, endedPage } from './page';
import { fairDraw, symbolsFor, winFor } from './outcome';

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

/** Stakes a round may use: 1, 2, 5, 10 and 50 times the game's minimum bet (at least ₱1). */
export function stakesFor(minBetCents: number): number[] {
  const base = Math.max(minBetCents, 100);
  return [1, 2, 5, 10, 50].map((k) => base * k);
}

const roundRequest = z.object({
  ticket: z.string().min(1).max(100),
  stake: z.number().positive().max(1_000_000),
});

/**
 * The demo game a launch URL opens: the vendor side of this reference server. A page per launch
 * ticket, its script and styles, and one call that plays a round. Real-money rounds record a bet
 * and move the wallet (BET, then WIN when the round pays); free-play rounds use the launch's own
 * demo credit.
 */
export function demoRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const script = asset('game.js');
  const styles = asset('game.css');
  app.get('/demo/assets/game.js', (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('text/javascript; charset=utf-8')
      .send(script),
  );
  app.get('/demo/assets/game.css', (_req, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('text/css; charset=utf-8')
      .send(styles),
  );

  app.get<{ Params: { nodeId: string }; Querystring: { ticket?: string; via?: string } }>(
    '/demo/game/:nodeId',
    (req, reply) => {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      const now = ctx.now();
      const launch = findLaunch(ctx.db, String(req.query.ticket ?? ''), now);
      const game =
        launch && launch.node_id === req.params.nodeId && gameByNodeId(ctx.db, launch.node_id);
      if (!launch || !game) return reply.code(410).send(endedPage());
      const free = launch.account_type === 0;
      return reply.send(
        demoGamePage({
          ticket: launch.ticket,
          gameName: game.name,
          vendorName: game.vendor_name,
          artUrl: gameArtPath(game.id),
          lottery: game.game_type === 'LOTT' || game.game_type === 'ELOTT',
          freePlay: free,
          prizeMode: launch.prize_mode,
          playType: launch.play_type,
          balanceCents: free
            ? launch.free_balance_cents
            : walletCents(ctx.db, { id: launch.user_id, type: launch.user_type }, now),
          stakesCents: stakesFor(game.min_bet_cents),
          backUrl: launch.back_url ?? '/m/home',
          facebook: req.query.via === 'facebook',
        }),
      );
    },
  );

  app.post('/demo/api/round', (req, reply) => {
    const parsed = roundRequest.safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send(fail('request_param_err', 'Send the ticket and a stake'));
    const now = ctx.now();
    const launch = findLaunch(ctx.db, parsed.data.ticket, now);
    const game = launch && gameByNodeId(ctx.db, launch.node_id);
    if (!launch || !game)
      return reply
        .code(410)
        .send(fail('game.session.ended', 'This game session has ended; open the game again'));
    const stakeCents = toCentavos(parsed.data.stake);
    if (!stakesFor(game.min_bet_cents).includes(stakeCents))
      return reply.code(400).send(fail('request_param_err', 'Choose one of the stakes shown'));

    const winCents = winFor(fairDraw, stakeCents);
    const lottery = game.game_type === 'LOTT' || game.game_type === 'ELOTT';
    const symbols = symbolsFor(fairDraw, stakeCents, winCents, lottery);
    try {
      const balanceCents = ctx.db.transaction(() => {
        if (launch.account_type === 0) {
          const credit = freeCreditCents(ctx.db, launch.ticket) - stakeCents;
          if (credit < 0)
            throw new Failure('balance.insufficient', 200, 'Not enough demo credit for this stake');
          setFreeCreditCents(ctx.db, launch.ticket, credit + winCents);
          return credit + winCents;
        }
        const user = { id: launch.user_id, type: launch.user_type };
        let balance = moveMoney(ctx.db, {
          user,
          type: 'BET',
          amountCents: -stakeCents,
          remark: game.name,
          now,
        }).balanceCents;
        insertBet(ctx.db, { userId: user.id, nodeId: game.node_id, stakeCents, winCents, now });
        if (winCents > 0)
          balance = moveMoney(ctx.db, {
            user,
            type: 'WIN',
            amountCents: winCents,
            remark: game.name,
            now,
          }).balanceCents;
        return balance;
      })();
      return ok({
        stake: fromCentavos(stakeCents),
        win: fromCentavos(winCents),
        balance: fromCentavos(balanceCents),
        symbols,
      });
    } catch (e) {
      if (e instanceof Failure) {
        const message =
          e.errorCode === 'balance.insufficient' && launch.account_type === 1
            ? 'Not enough balance for this stake: deposit or choose a smaller stake'
            : e.message;
        return reply.code(e.status).send(fail(e.errorCode, message));
      }
      throw e;
    }
  });
}
