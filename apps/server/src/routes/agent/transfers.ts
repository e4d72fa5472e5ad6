import type { FastifyInstance } from 'fastify';
import {
  agentErrorCodes,
  transferToDownline,
  transferToDownlines,
  walletErrorCodes,
} from '@playdeck/contract';
import { downlineTransferProblem, fromCentavos, toCentavos } from '@playdeck/domain';
import type { RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import { readSettings } from '../../settings';
import { downlineMember, type DownlineMember } from '../../store/agentTeam';
import { moveMoney, walletCents } from '../../store/wallet';
import { agentRoute } from './agentRoute';

/** Transfers from the agent's main wallet to members of its direct downline. */
export function transferRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  /**
   * Sends `amountCents` from the agent's main wallet to each member, all or nothing: every member
   * must be in the agent's direct downline, and the agent must hold the whole sum.
   */
  const sendToDownline = (
    agent: { id: number; type: number },
    ids: readonly string[],
    amountCents: number,
    remark: string | undefined,
  ) => {
    const now = ctx.now();
    const members = ids.map((raw) => {
      const id = Number(raw);
      return downlineMember(db, agent.id, Number.isSafeInteger(id) ? id : 0);
    });
    const missing = ids.filter((_, i) => !members[i]);
    if (missing.length)
      throw new Failure(
        agentErrorCodes.downlineNotFound,
        200,
        'This account is not in your downline',
        {
          downlineIds: missing,
        },
      );
    const found = members.filter((m): m is DownlineMember => m !== undefined);
    const problem = downlineTransferProblem({
      amount: fromCentavos(amountCents),
      members: found.length,
      balance: fromCentavos(walletCents(db, agent, now)),
      multipleAllowed: true,
    });
    if (problem === 'overBalance')
      throw new Failure(walletErrorCodes.insufficientBalance, 200, 'Insufficient balance', {
        balance: fromCentavos(walletCents(db, agent, now)),
      });
    if (problem) throw new Failure('request_param_err', 400, `transfer: ${problem}`);
    const note = remark?.trim() || null;
    const balance = db.transaction(() => {
      let after = 0;
      for (const m of found) {
        after = moveMoney(db, {
          user: agent,
          type: 'TRANSFER',
          amountCents: -amountCents,
          remark: note ? `To ${m.username}: ${note}` : `To ${m.username}`,
          now,
        }).balanceCents;
        moveMoney(db, {
          user: m,
          type: 'TRANSFER',
          amountCents,
          remark: note ?? 'From your agent',
          now,
        });
      }
      return after;
    })();
    return {
      transfers: found.map((m) => ({
        downlineId: m.id,
        username: m.username,
        amount: fromCentavos(amountCents),
      })),
      total: fromCentavos(amountCents * found.length),
      balance: fromCentavos(balance),
    };
  };

  agentRoute(app, ctx, transferToDownline, ({ params: p, session }) =>
    sendToDownline(session, [p.downlineId], toCentavos(p.amount), p.remark),
  );

  agentRoute(app, ctx, transferToDownlines, ({ params: p, session }) => {
    if (readSettings(db).whitelabel.AGENTRANSMULTDOWN3 !== true)
      throw new Failure(
        agentErrorCodes.noPermission,
        403,
        'Sorry, transfers to several members at once are not available',
      );
    return sendToDownline(session, p.downlineIds, toCentavos(p.amount), p.remark);
  });
}
