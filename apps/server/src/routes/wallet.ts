import type { FastifyInstance } from 'fastify';
import {
  MAIN_WALLET_TYPE_ID,
  betRecords,
  createDeposit,
  depositChannels,
  profitAndLoss,
  rankProgress,
  securityInfo,
  setPaymentPassword,
  transactionRecords,
  transactionTypes,
  walletBalance,
  walletErrorCodes,
  withdraw,
  withdrawalInfo,
} from '@playdeck/contract';
import {
  canDeposit,
  depositAmountProblem,
  fromCentavos,
  isAgent,
  isTrial,
  operatorDayOf,
  operatorDayStart,
  pageCount,
  toCentavos,
  vipRankFor,
  withdrawalAmountProblem,
} from '@playdeck/domain';
import type { Db } from '../db/database';
import { route, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import type { SessionUser } from '../http/session';
import { hashSecret, verifySecret } from '../store/secrets';
import { moveMoney, walletCents } from '../store/wallet';
import { betPage, profitAndLossOf, rangeOrFail } from '../store/reports';
import { selfScope, teamScope } from '../store/scope';
import { userById } from '../store/users';
import {
  FIRST_DEPOSIT_BONUS_CAP_CENTS,
  FIRST_DEPOSIT_BONUS_PERCENT,
  REFERRAL_REWARD_CENTS,
  promotionEnabled,
} from '../store/promotions';

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

const TRANSACTION_TYPE_NAMES: Record<string, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAW: 'Withdrawal',
  BET: 'Bet',
  WIN: 'Win',
  REWARD: 'Reward',
  REBATE: 'Rebate',
  SALARY: 'Salary',
  DIVIDEND: 'Dividend',
};

const freeReject = () =>
  new Failure(
    walletErrorCodes.freeReject,
    403,
    'Please login an actual account to use this function',
  );

/** `0917****567`: enough to recognise, not enough to reuse. */
export function maskDigits(value: string): string {
  if (value.length <= 7) return `${value.slice(0, 2)}****`;
  return `${value.slice(0, 4)}****${value.slice(-3)}`;
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

function paymentHash(db: Db, userId: number): string | undefined {
  return db
    .prepare('SELECT password_hash FROM payment_passwords WHERE user_id = ?')
    .pluck()
    .get(userId) as string | undefined;
}

/** Total turnover (seeded history plus the demo's own bets) and this month's, in centavos. */
function turnoverCents(db: Db, userId: number, now: number) {
  const base = db
    .prepare(
      'SELECT base_turnover_cents, month_turnover_cents FROM rank_turnover WHERE user_id = ?',
    )
    .get(userId) as { base_turnover_cents: number; month_turnover_cents: number } | undefined;
  const monthStart = operatorDayStart(`${operatorDayOf(now).slice(0, 8)}01`);
  const bets = db
    .prepare(
      `SELECT COALESCE(SUM(stake_cents), 0) AS total,
              COALESCE(SUM(CASE WHEN placed_at >= ? THEN stake_cents END), 0) AS month
         FROM bets WHERE user_id = ?`,
    )
    .get(monthStart, userId) as { total: number; month: number };
  return {
    total: (base?.base_turnover_cents ?? 0) + bets.total,
    month: (base?.month_turnover_cents ?? 0) + bets.month,
  };
}

export function walletRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const balanceOf = (s: SessionUser) => walletCents(db, s, ctx.now());

  route(app, ctx, walletBalance, ({ session }) => {
    const balance = fromCentavos(balanceOf(session));
    return {
      sumBalance: balance,
      balance: [
        {
          accountTypeId: MAIN_WALLET_TYPE_ID,
          accountTypeName: 'Main wallet',
          availBalance: balance,
        },
      ],
      currency: 'PHP',
      currencySymbol: '₱',
    };
  });

  route(app, ctx, rankProgress, ({ session }) => {
    if (isTrial(session.type))
      return {
        playerRankName: null,
        nextRankName: null,
        currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
        playerRankProgress: { labelId: null, labelName: null },
      };
    const turnover = turnoverCents(db, session.id, ctx.now());
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

  // Deposit ------------------------------------------------------------------------------------

  route(app, ctx, depositChannels, () => ({
    list: DEPOSIT_CHANNELS.map((c) => ({ ...c })),
    bonusPercent: FIRST_DEPOSIT_BONUS_PERCENT,
    currency: 'PHP',
    currencySymbol: '₱',
  }));

  route(app, ctx, createDeposit, ({ params: p, session }) => {
    if (!canDeposit(session.type)) throw freeReject();
    const channel = DEPOSIT_CHANNELS.find((c) => c.code === p.channelCode.toUpperCase());
    if (!channel)
      throw new Failure(
        walletErrorCodes.channelNotFound,
        200,
        'Choose one of the deposit channels',
      );
    const limits = { min: channel.minAmount, max: channel.maxAmount };
    if (depositAmountProblem(p.amount, limits))
      throw new Failure(
        walletErrorCodes.amountOutOfRange,
        200,
        `${channel.name} deposits are from ₱${limits.min} to ₱${limits.max.toLocaleString('en-US')}`,
        limits,
      );
    const now = ctx.now();
    return db.transaction(() => {
      const firstDeposit = !db
        .prepare("SELECT 1 FROM transactions WHERE user_id = ? AND type = 'DEPOSIT'")
        .get(session.id);
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
        db.prepare(
          `INSERT INTO rewards (user_id, title, description, amount_cents, source, created_at, expires_at)
           VALUES (?, ?, ?, ?, 'EVENT', ?, ?)`,
        ).run(
          session.id,
          `First deposit bonus ${FIRST_DEPOSIT_BONUS_PERCENT}%`,
          `${FIRST_DEPOSIT_BONUS_PERCENT}% of your first deposit, up to ₱${fromCentavos(FIRST_DEPOSIT_BONUS_CAP_CENTS).toLocaleString('en-US')}`,
          Math.min(
            FIRST_DEPOSIT_BONUS_CAP_CENTS,
            Math.floor((amountCents * FIRST_DEPOSIT_BONUS_PERCENT) / 100),
          ),
          now,
          now + 7 * 24 * 3_600_000,
        );
      const referrer = firstDeposit
        ? (db
            .prepare('SELECT referrer_id FROM referrals WHERE invitee_id = ?')
            .pluck()
            .get(session.id) as number | undefined)
        : undefined;
      if (referrer !== undefined && promotionEnabled(db, 'REFERRAL'))
        db.prepare(
          `INSERT INTO rewards (user_id, title, description, amount_cents, source, created_at, expires_at)
           VALUES (?, 'Invite friends reward', ?, ?, 'REFERRAL', ?, ?)`,
        ).run(
          referrer,
          `${session.username} made a first deposit`,
          REFERRAL_REWARD_CENTS,
          now,
          now + 30 * 24 * 3_600_000,
        );
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
    availableBalance: fromCentavos(balanceOf(session)),
    minAmount: WITHDRAWAL_LIMITS.min,
    maxAmount: WITHDRAWAL_LIMITS.max,
    channels: Object.entries(WITHDRAWAL_CHANNEL_NAMES).map(([code, name]) => ({ code, name })),
    paymentPasswordSet: !!paymentHash(db, session.id),
  }));

  route(app, ctx, withdraw, ({ params: p, session }) => {
    if (isTrial(session.type)) throw freeReject();
    const stored = paymentHash(db, session.id);
    if (!stored)
      throw new Failure(
        walletErrorCodes.paymentPasswordNotSet,
        200,
        'Set a payment password in the security centre first',
      );
    if (!verifySecret(p.paymentPassword, stored))
      throw new Failure(
        walletErrorCodes.paymentPasswordWrong,
        200,
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

  route(app, ctx, setPaymentPassword, ({ params: p, session }) => {
    if (isTrial(session.type)) throw freeReject();
    const stored = paymentHash(db, session.id);
    if (stored && !verifySecret(p.oldPaymentPassword ?? '', stored))
      throw new Failure(
        walletErrorCodes.paymentPasswordWrong,
        200,
        'The current payment password is incorrect',
      );
    db.prepare(
      `INSERT INTO payment_passwords (user_id, password_hash, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
    ).run(session.id, hashSecret(p.newPaymentPassword), ctx.now());
    return { paymentPasswordSet: true as const };
  });

  // Records ------------------------------------------------------------------------------------

  route(app, ctx, transactionRecords, ({ params: p, session }) => {
    const range = rangeOrFail(p, ctx.now());
    const agentView = p.types?.toUpperCase() === 'A';
    if (agentView && !isAgent(session.type))
      throw new Failure(
        walletErrorCodes.noPermission,
        403,
        'Sorry, this account does not have permission or the feature is temporarily unavailable',
      );
    const scope = agentView ? teamScope(session.id, true) : selfScope(session.id);
    const where = `WHERE t.user_id IN (SELECT id FROM scope) AND t.created_at >= ? AND t.created_at < ?${p.type === 'ALL' ? '' : ' AND t.type = ?'}`;
    const args = [...scope.args, range.from, range.to, ...(p.type === 'ALL' ? [] : [p.type])];
    const totalCount = db
      .prepare(`${scope.cte} SELECT COUNT(*) FROM transactions t ${where}`)
      .pluck()
      .get(...args) as number;
    const rows = db
      .prepare(
        `${scope.cte} SELECT t.id, u.username, t.type, t.amount_cents, t.balance_after_cents, t.status,
           t.remark, t.created_at FROM transactions t JOIN users u ON u.id = t.user_id ${where}
          ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, p.pageSize, (p.pageNo - 1) * p.pageSize) as {
      id: number;
      username: string;
      type: string;
      amount_cents: number;
      balance_after_cents: number;
      status: 'SUCCESS' | 'PENDING' | 'FAILED';
      remark: string | null;
      created_at: number;
    }[];
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        type: r.type,
        amount: fromCentavos(r.amount_cents),
        balanceAfter: fromCentavos(r.balance_after_cents),
        status: r.status,
        remark: r.remark,
        createdAt: r.created_at,
      })),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  route(app, ctx, transactionTypes, () =>
    Object.entries(TRANSACTION_TYPE_NAMES).map(([code, name]) => ({ code, name })),
  );

  route(app, ctx, betRecords, ({ params: p, session }) =>
    betPage(
      db,
      selfScope(session.id),
      rangeOrFail(p, ctx.now()),
      { gameType: p.gameType },
      p.pageNo,
      p.pageSize,
    ),
  );

  route(app, ctx, profitAndLoss, ({ params: p, session }) =>
    profitAndLossOf(db, selfScope(session.id), rangeOrFail(p, ctx.now())),
  );

  route(app, ctx, securityInfo, ({ session }) => {
    const user = userById(db, session.id);
    return {
      loginPasswordSet: true,
      mobileBound: !!user?.mobile,
      mobile: user?.mobile ? maskDigits(user.mobile) : null,
      emailBound: !!user?.email,
      email: user?.email ? maskEmail(user.email) : null,
      paymentPasswordSet: !!paymentHash(db, session.id),
    };
  });
}
