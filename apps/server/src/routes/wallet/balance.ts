import type { FastifyInstance } from 'fastify';
import {
  MAIN_WALLET_TYPE_ID,
  merchantWallet,
  rankProgress,
  walletBalance,
  walletErrorCodes,
  walletTransfer,
} from '@playdeck/contract';
import {
  fromCentavos,
  isTrial,
  operatorDayOf,
  operatorDayStart,
  toCentavos,
  transferProblem,
  vipRankFor,
} from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import type { SessionUser } from '../../http/session';
import { readSettings } from '../../settings';
import {
  transferBetweenWallets,
  turnoverCents,
  vendorWalletsOf,
  walletCents,
} from '../../store/wallet';
import { freeReject } from './refusals';

/** Balances: the main and vendor wallets, transfers between them, and the VIP rank's progress. */
export function balanceRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  /** The session's wallets: the main one, and each vendor's unless the merchant is single-wallet. */
  const walletsOf = (session: SessionUser) => {
    const main = walletCents(db, session, ctx.now());
    const vendors = readSettings(db).singleWallet ? [] : vendorWalletsOf(db, session.id);
    return {
      sumBalance: fromCentavos(main + vendors.reduce((sum, v) => sum + v.balanceCents, 0)),
      balance: [
        {
          accountTypeId: MAIN_WALLET_TYPE_ID,
          accountTypeName: 'Main wallet',
          availBalance: fromCentavos(main),
        },
        ...vendors.map((v) => ({
          accountTypeId: v.accountTypeId,
          accountTypeName: v.name,
          availBalance: fromCentavos(v.balanceCents),
        })),
      ],
      currency: 'PHP',
      currencySymbol: '₱',
    };
  };

  route(app, ctx, walletBalance, ({ session }) => walletsOf(session));

  route(app, ctx, merchantWallet, () => ({ isSingle: readSettings(db).singleWallet }));

  route(app, ctx, walletTransfer, ({ params: p, session }) => {
    const settings = readSettings(db);
    if (settings.whitelabel.FUNDTRANS3 === false)
      throw new Failure(
        walletErrorCodes.noPermission,
        403,
        'Sorry, this feature is temporarily unavailable',
      );
    if (isTrial(session.type)) throw freeReject();
    if (settings.singleWallet)
      throw new Failure(
        walletErrorCodes.transferNotAllowed,
        200,
        'Every game plays from your main wallet: there is nothing to transfer',
      );
    const wallets = walletsOf(session).balance;
    const problem = transferProblem({
      from: p.fromAccountTypeId,
      to: p.toAccountTypeId,
      amount: p.amount,
      wallets,
    });
    if (problem === 'noWallet')
      throw new Failure(walletErrorCodes.walletNotFound, 200, 'There is no such wallet');
    if (problem === 'overBalance')
      throw new Failure(walletErrorCodes.insufficientBalance, 200, 'Insufficient balance');
    if (problem)
      throw new Failure(
        walletErrorCodes.transferNotAllowed,
        200,
        'Move money between the main wallet and one game wallet',
      );
    const toVendor = p.fromAccountTypeId === MAIN_WALLET_TYPE_ID;
    const vendorId = toVendor ? p.toAccountTypeId : p.fromAccountTypeId;
    const vendor = vendorWalletsOf(db, session.id).find((v) => v.accountTypeId === vendorId);
    if (!vendor) throw new Failure(walletErrorCodes.walletNotFound, 200, 'There is no such wallet');
    transferBetweenWallets(db, session, {
      vendor,
      toVendor,
      amountCents: toCentavos(p.amount),
      now: ctx.now(),
    });
    return walletsOf(session);
  });

  route(app, ctx, rankProgress, ({ session }) => {
    if (isTrial(session.type))
      return {
        playerRankName: null,
        nextRankName: null,
        currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
        playerRankProgress: { labelId: null, labelName: null },
      };
    const turnover = turnoverCents(
      db,
      session.id,
      operatorDayStart(`${operatorDayOf(ctx.now()).slice(0, 8)}01`),
    );
    const total = fromCentavos(turnover.total);
    const { current, next } = vipRankFor(total);
    return {
      playerRankName: current.name,
      nextRankName: next?.name ?? null,
      currentProgress: {
        completedConditions: next ? total : current.turnover,
        totalExpectedConditions: next ? next.turnover : current.turnover,
      },
      playerRankProgress: { labelId: current.id, labelName: current.name },
      monthlyTurnover: { actual: fromCentavos(turnover.month), expected: current.monthlyKeep },
      totalTurnover: { actual: total, expected: next?.turnover ?? current.turnover },
    };
  });
}
