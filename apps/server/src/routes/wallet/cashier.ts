import type { FastifyInstance } from 'fastify';
import {
  createDeposit,
  depositChannels,
  securityInfo,
  setPaymentPassword,
  walletErrorCodes,
  withdraw,
  withdrawalInfo,
} from '@playdeck/contract';
import {
  depositAmountProblem,
  fromCentavos,
  mayMakeMoneyCall,
  toCentavos,
  withdrawalAmountProblem,
} from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import type { SessionUser } from '../../http/session';
import { countEvents, releaseAttempt, reserveAttempt } from '../../http/rateLimit';
import { limits } from '../../accounts/limits';
import { maskMobile } from '../../accounts/mobile';
import { hashSecret, verifySecret } from '../../store/secrets';
import {
  hasDeposited,
  moveMoney,
  paymentPasswordHash,
  setPaymentPasswordHash,
  walletCents,
} from '../../store/wallet';
import {
  FIRST_DEPOSIT_BONUS_CAP_CENTS,
  FIRST_DEPOSIT_BONUS_PERCENT,
  REFERRAL_REWARD_CENTS,
  insertReward,
  promotionEnabled,
  referrerOf,
} from '../../store/promotions';
import { userById } from '../../store/users';
import { freeReject } from './refusals';

/**
 * Deposit channels of the demo operator. Limits in pesos. The real channels (GCash, Maya,
 * InstaPay, QR Ph) are the operator's payment gateway; here a deposit arrives at once.
 */
export const DEPOSIT_CHANNELS = [
  {
    code: 'GCASH',
    name: 'GCash',
    kind: 'EWALLET',
    minAmount: 100,
    maxAmount: 50_000,
    processingTime: 'Instant',
  },
  {
    code: 'MAYA',
    name: 'Maya',
    kind: 'EWALLET',
    minAmount: 100,
    maxAmount: 50_000,
    processingTime: 'Instant',
  },
  {
    code: 'QRPH',
    name: 'QR Ph',
    kind: 'EWALLET',
    minAmount: 100,
    maxAmount: 100_000,
    processingTime: 'Instant',
  },
  {
    code: 'BANK',
    name: 'Bank transfer (InstaPay)',
    kind: 'BANK',
    minAmount: 500,
    maxAmount: 500_000,
    processingTime: 'Within 30 minutes',
  },
] as const;

export const WITHDRAWAL_LIMITS = { min: 100, max: 100_000 };
const WITHDRAWAL_CHANNEL_NAMES = { GCASH: 'GCash', MAYA: 'Maya', BANK: 'Bank account' } as const;

/** `0917****567`: enough to recognise, not enough to reuse. */
export function maskDigits(value: string): string {
  if (value.length <= 7) return `${value.slice(0, 2)}****`;
  return `${value.slice(0, 4)}****${value.slice(-3)}`;
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** The cashier: deposits, withdrawals, the payment password that guards them, security info. */
export function cashierRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  // Deposit ------------------------------------------------------------------------------------

  route(app, ctx, depositChannels, () => ({
    list: DEPOSIT_CHANNELS.map((c) => ({ ...c })),
    bonusPercent: FIRST_DEPOSIT_BONUS_PERCENT,
    currency: 'PHP',
    currencySymbol: '₱',
  }));

  route(app, ctx, createDeposit, ({ params: p, session }) => {
    if (!mayMakeMoneyCall(session.type, 'deposit')) throw freeReject();
    const channel = DEPOSIT_CHANNELS.find((c) => c.code === p.channelCode.toUpperCase());
    if (!channel)
      throw new Failure(
        walletErrorCodes.channelNotFound,
        200,
        'Choose one of the deposit channels',
      );
    const range = { min: channel.minAmount, max: channel.maxAmount };
    if (depositAmountProblem(p.amount, range))
      throw new Failure(
        walletErrorCodes.amountOutOfRange,
        200,
        `${channel.name} deposits are from ₱${range.min} to ₱${range.max.toLocaleString('en-US')}`,
        range,
      );
    const now = ctx.now();
    return db.transaction(() => {
      const firstDeposit = !hasDeposited(db, session.id);
      const amountCents = toCentavos(p.amount);
      const tx = moveMoney(db, {
        user: session,
        type: 'DEPOSIT',
        amountCents,
        channel: channel.code,
        remark: channel.name,
        now,
      });
      if (firstDeposit && promotionEnabled(db, 'FIRST_DEPOSIT'))
        insertReward(db, {
          userId: session.id,
          title: `First deposit bonus ${FIRST_DEPOSIT_BONUS_PERCENT}%`,
          description: `${FIRST_DEPOSIT_BONUS_PERCENT}% of your first deposit, up to ₱${fromCentavos(FIRST_DEPOSIT_BONUS_CAP_CENTS).toLocaleString('en-US')}`,
          amountCents: Math.min(
            FIRST_DEPOSIT_BONUS_CAP_CENTS,
            Math.floor((amountCents * FIRST_DEPOSIT_BONUS_PERCENT) / 100),
          ),
          source: 'EVENT',
          now,
          expiresAt: now + 7 * 24 * 3_600_000,
        });
      const referrer = firstDeposit ? referrerOf(db, session.id) : undefined;
      if (referrer !== undefined && promotionEnabled(db, 'REFERRAL'))
        insertReward(db, {
          userId: referrer,
          title: 'Invite friends reward',
          description: `${session.username} made a first deposit`,
          amountCents: REFERRAL_REWARD_CENTS,
          source: 'REFERRAL',
          now,
          expiresAt: now + 30 * 24 * 3_600_000,
        });
      return {
        transactionId: tx.transactionId,
        amount: p.amount,
        status: 'SUCCESS' as const,
        balance: fromCentavos(tx.balanceCents),
      };
    })();
  });

  // Withdrawal ---------------------------------------------------------------------------------

  route(app, ctx, withdrawalInfo, ({ session }) => ({
    availableBalance: fromCentavos(walletCents(db, session, ctx.now())),
    minAmount: WITHDRAWAL_LIMITS.min,
    maxAmount: WITHDRAWAL_LIMITS.max,
    channels: Object.entries(WITHDRAWAL_CHANNEL_NAMES).map(([code, name]) => ({ code, name })),
    paymentPasswordSet: !!paymentPasswordHash(db, session.id),
  }));

  /**
   * Checks a payment password against the allowance (`limits.paymentPasswordFail`, per account):
   * the attempt is counted before the hash is checked, and given back when it was right.
   */
  async function checkPaymentPassword(
    session: SessionUser,
    typed: string,
    stored: string,
    wrongMessage: string,
  ): Promise<void> {
    const subject = String(session.id);
    const attempt = reserveAttempt(db, limits.paymentPasswordFail, subject, ctx.now());
    if (await verifySecret(typed, stored)) return releaseAttempt(db, attempt);
    const left = Math.max(
      0,
      limits.paymentPasswordFail.max -
        countEvents(db, limits.paymentPasswordFail, subject, ctx.now()),
    );
    throw new Failure(walletErrorCodes.paymentPasswordWrong, 200, wrongMessage, {
      attemptsLeft: left,
    });
  }

  route(app, ctx, withdraw, async ({ params: p, session }) => {
    if (!mayMakeMoneyCall(session.type, 'withdraw')) throw freeReject();
    const stored = paymentPasswordHash(db, session.id);
    if (!stored)
      throw new Failure(
        walletErrorCodes.paymentPasswordNotSet,
        200,
        'Set a payment password in the security centre first',
      );
    await checkPaymentPassword(
      session,
      p.paymentPassword,
      stored,
      'The payment password is incorrect',
    );
    const now = ctx.now();
    return db.transaction(() => {
      const balance = fromCentavos(walletCents(db, session, now));
      const problem = withdrawalAmountProblem(p.amount, balance, WITHDRAWAL_LIMITS);
      if (problem === 'overBalance')
        throw new Failure(
          walletErrorCodes.insufficientBalance,
          200,
          'You cannot withdraw more than your balance',
          { balance },
        );
      if (problem)
        throw new Failure(
          walletErrorCodes.amountOutOfRange,
          200,
          `Withdrawals are from ₱${WITHDRAWAL_LIMITS.min} to ₱${WITHDRAWAL_LIMITS.max.toLocaleString('en-US')}`,
          WITHDRAWAL_LIMITS,
        );
      const tx = moveMoney(db, {
        user: session,
        type: 'WITHDRAW',
        amountCents: -toCentavos(p.amount),
        status: 'PENDING',
        channel: p.channelCode,
        remark: `${WITHDRAWAL_CHANNEL_NAMES[p.channelCode]} ${maskDigits(p.accountNumber)}`,
        now,
      });
      return {
        transactionId: tx.transactionId,
        amount: p.amount,
        status: 'PENDING' as const,
        balance: fromCentavos(tx.balanceCents),
      };
    })();
  });

  route(app, ctx, setPaymentPassword, async ({ params: p, session }) => {
    if (!mayMakeMoneyCall(session.type, 'paymentPassword')) throw freeReject();
    const stored = paymentPasswordHash(db, session.id);
    if (stored)
      await checkPaymentPassword(
        session,
        p.oldPaymentPassword ?? '',
        stored,
        'The current payment password is incorrect',
      );
    const hash = await hashSecret(p.newPaymentPassword);
    setPaymentPasswordHash(db, session.id, hash, ctx.now());
    return { paymentPasswordSet: true as const };
  });

  route(app, ctx, securityInfo, ({ session }) => {
    const user = userById(db, session.id);
    return {
      loginPasswordSet: true,
      mobileBound: !!user?.mobile,
      // The same mask as my account's (917****567): one number, shown one way everywhere.
      mobile: maskMobile(user?.mobile ?? null),
      emailBound: !!user?.email,
      email: user?.email ? maskEmail(user.email) : null,
      paymentPasswordSet: !!paymentPasswordHash(db, session.id),
    };
  });
}
