// Wallet, rank progress, deposit, withdrawal, records, security centre.
import * as z from 'zod/mini';
import { defineCall } from '../call';
import {
  dayText,
  idText,
  looseNumber,
  moneyAmount,
  pageInfo,
  queryCode,
  queryIntOr,
} from './queryParams';

/** Error codes of the wallet calls. */
export const walletErrorCodes = {
  /** Deposit by a session type other than 0, 1, 2; withdrawal by a trial account (spec §8). HTTP 403. */
  freeReject: 'free_reject',
  channelNotFound: 'deposit.channel.not.found',
  /** `value` carries `{min, max}` of the channel or of withdrawals. */
  amountOutOfRange: 'amount.out.of.range',
  insufficientBalance: 'balance.insufficient',
  paymentPasswordNotSet: 'payment.password.not.set',
  paymentPasswordWrong: 'payment.password.wrong',
  /** Agent-scope records (`types=A`) for a session that is not an agent. HTTP 403. */
  noPermission: 'function.not.available',
} as const;

/** Main wallet row of the balance answer. */
export const MAIN_WALLET_TYPE_ID = 2;

/** The session's wallets: one main wallet (`accountTypeId` 2) in pesos. */
export const walletBalance = defineCall({
  id: 'walletBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ typeId: queryIntOr(0, 99, 0) }),
  response: z.object({
    sumBalance: looseNumber,
    balance: z.array(
      z.object({
        accountTypeId: z.int(),
        accountTypeName: z.nullish(z.string()),
        availBalance: looseNumber,
      }),
    ),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});

/**
 * VIP rank progress. The conditions are turnover in pesos: `completedConditions` is the turnover
 * so far, `totalExpectedConditions` what the next rank needs (equal at the top rank). A trial
 * account has no rank label (`labelId` null), which the site shows as full progress.
 */
export const rankProgress = defineCall({
  id: 'rankProgress',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    playerRankName: z.nullish(z.string()),
    nextRankName: z.nullish(z.string()),
    currentProgress: z.object({
      completedConditions: looseNumber,
      totalExpectedConditions: looseNumber,
    }),
    playerRankProgress: z.object({
      labelId: z.nullish(idText),
      labelName: z.nullish(z.string()),
    }),
    monthlyTurnover: z.nullish(z.object({ actual: looseNumber, expected: looseNumber })),
    totalTurnover: z.nullish(z.object({ actual: looseNumber, expected: looseNumber })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Deposit and withdrawal

export const depositChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['EWALLET', 'BANK']),
  minAmount: looseNumber,
  maxAmount: looseNumber,
  /** Short text such as "Instant" or "Within 30 minutes". */
  processingTime: z.nullish(z.string()),
});

/** Deposit channels with their limits, and the deposit bonus shown on the entry (25 %). */
export const depositChannels = defineCall({
  id: 'depositChannels',
  method: 'GET',
  path: '/wps/transaction/deposit/channels',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    list: z.array(depositChannelSchema),
    bonusPercent: z.number(),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});

export const TRANSACTION_STATUSES = ['SUCCESS', 'PENDING', 'FAILED'] as const;

/**
 * Creates a deposit of `amount` pesos through a channel, within the channel's limits.
 * On this reference server the money arrives at once: the main wallet moves and a DEPOSIT
 * transaction is recorded. Real money movement (the payment gateway, the GCash/Maya/bank
 * confirmation) is the operator's backend; an operator's API may answer `PENDING` instead.
 */
export const createDeposit = defineCall({
  id: 'createDeposit',
  method: 'POST',
  path: '/wps/transaction/deposit',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: false,
  request: z.object({
    channelCode: z.string().check(z.minLength(1), z.maxLength(40)),
    amount: moneyAmount,
  }),
  response: z.object({
    transactionId: idText,
    amount: looseNumber,
    status: z.enum(TRANSACTION_STATUSES),
    /** Main wallet after the deposit. */
    balance: looseNumber,
  }),
});

export const WITHDRAWAL_CHANNELS = ['GCASH', 'MAYA', 'BANK'] as const;

/** What the withdrawal form needs: the balance, limits, channels and whether a payment password is set. */
export const withdrawalInfo = defineCall({
  id: 'withdrawalInfo',
  method: 'GET',
  path: '/wps/transaction/withdraw/info',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    availableBalance: looseNumber,
    minAmount: looseNumber,
    maxAmount: looseNumber,
    channels: z.array(z.object({ code: z.string(), name: z.string() })),
    paymentPasswordSet: z.boolean(),
  }),
});

/**
 * Withdraws to a GCash/Maya number (11 digits, 09…) or a bank account (10 to 16 digits), never
 * more than the available balance, confirmed by the payment password (6 digits). Encrypted.
 * The amount leaves the main wallet at once and a WITHDRAW transaction is recorded as PENDING:
 * paying out is the operator's backend.
 */
export const withdraw = defineCall({
  id: 'withdraw',
  method: 'POST',
  path: '/wps/transaction/withdraw',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: true,
  request: z
    .object({
      amount: moneyAmount,
      paymentPassword: z.string().check(z.minLength(1), z.maxLength(40)),
      channelCode: z.enum(WITHDRAWAL_CHANNELS),
      accountName: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
      accountNumber: z.string().check(z.trim(), z.regex(/^\d{10,16}$/, '10 to 16 digits')),
    })
    .check(
      z.refine((w) => w.channelCode === 'BANK' || /^09\d{9}$/.test(w.accountNumber), {
        path: ['accountNumber'],
        message: 'an e-wallet number is 11 digits starting with 09',
      }),
    ),
  response: z.object({
    transactionId: idText,
    amount: looseNumber,
    status: z.enum(TRANSACTION_STATUSES),
    balance: looseNumber,
  }),
});

/** A payment password is 6 digits. */
export const paymentPasswordText = z.string().check(z.regex(/^\d{6}$/, '6 digits'));

/**
 * Sets the payment password (first time: no old one) or changes it (the old one is required).
 * Encrypted.
 */
export const setPaymentPassword = defineCall({
  id: 'setPaymentPassword',
  method: 'POST',
  path: '/wps/member/paymentPassword',
  moduleId: 'COMM3',
  token: true,
  encrypted: true,
  request: z
    .object({
      oldPaymentPassword: z.optional(z.string().check(z.maxLength(40))),
      newPaymentPassword: paymentPasswordText,
      confirmPaymentPassword: z.string(),
    })
    .check(
      z.refine((p) => p.newPaymentPassword === p.confirmPaymentPassword, {
        path: ['confirmPaymentPassword'],
        message: 'does not match',
      }),
    ),
  response: z.object({ paymentPasswordSet: z.literal(true) }),
});

// ---------------------------------------------------------------------------------------------
// Records

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'REWARD',
  'REBATE',
  'SALARY',
  'DIVIDEND',
] as const;

/**
 * A date range of operator days (Asia/Manila), `YYYY-MM-DD`, both days included; at most 92 days.
 * Without dates: the last 7 days.
 */
const dayRange = {
  startDate: z.optional(dayText),
  endDate: z.optional(dayText),
};

/**
 * Account record: the session's transactions, newest first. `type` narrows to one transaction
 * type. `types=A` is the agent view (spec: /m/transaction/record?types=A): the transactions of the
 * agent and their whole downline, each row naming its member; non-agents get
 * `function.not.available` (403).
 */
export const transactionRecords = defineCall({
  id: 'transactionRecords',
  method: 'GET',
  path: '/wps/transaction/records',
  moduleId: 'MEMTRANS3',
  token: true,
  encrypted: false,
  request: z.object({
    ...dayRange,
    type: z._default(z.enum(['ALL', ...TRANSACTION_TYPES]), 'ALL'),
    types: queryCode,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({
    list: z.array(
      z.object({
        id: idText,
        username: z.string(),
        type: z.string(),
        /** Positive in, negative out. */
        amount: looseNumber,
        balanceAfter: z.nullish(looseNumber),
        status: z.enum(TRANSACTION_STATUSES),
        remark: z.nullish(z.string()),
        createdAt: z.int(),
      }),
    ),
    ...pageInfo,
  }),
});

/** The transaction types with their display names (the record filter's options). */
export const transactionTypes = defineCall({
  id: 'transactionTypes',
  method: 'GET',
  path: '/wps/transaction/types',
  moduleId: 'MEMTRANS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const betRecordSchema = z.object({
  id: idText,
  username: z.string(),
  betTime: z.int(),
  gameName: z.string(),
  nodeId: z.nullish(idText),
  vendor: z.string(),
  gameType: z.string(),
  stake: looseNumber,
  win: looseNumber,
  /** win - stake. */
  profit: looseNumber,
});

export const betSummarySchema = z.object({
  betCount: z.int(),
  stake: looseNumber,
  win: looseNumber,
  profit: looseNumber,
});

/**
 * Betting record: real-money bets of the session (placed on the demo game pages), newest first,
 * with a summary of the whole range.
 */
export const betRecords = defineCall({
  id: 'betRecords',
  method: 'GET',
  path: '/wps/report/bets',
  moduleId: 'TRANSBETREPMEM3',
  token: true,
  encrypted: false,
  request: z.object({
    ...dayRange,
    gameType: queryCode,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({ list: z.array(betRecordSchema), summary: betSummarySchema, ...pageInfo }),
});

export const profitAndLossSchema = z.object({
  deposit: looseNumber,
  withdrawal: looseNumber,
  bet: looseNumber,
  win: looseNumber,
  rewards: looseNumber,
  /** win - bet + rewards. */
  profit: looseNumber,
  byGameType: z.array(
    z.object({ gameType: z.string(), bet: looseNumber, win: looseNumber, profit: looseNumber }),
  ),
});

/** Personal profit and loss over a date range. */
export const profitAndLoss = defineCall({
  id: 'profitAndLoss',
  method: 'GET',
  path: '/wps/report/pnl',
  moduleId: 'PERSPNL3',
  token: true,
  encrypted: false,
  request: z.object(dayRange),
  response: profitAndLossSchema,
});

/** Security centre: what the account has bound (contact details masked). */
export const securityInfo = defineCall({
  id: 'securityInfo',
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    loginPasswordSet: z.boolean(),
    mobileBound: z.boolean(),
    mobile: z.nullish(z.string()),
    emailBound: z.boolean(),
    email: z.nullish(z.string()),
    paymentPasswordSet: z.boolean(),
  }),
});

export const walletCalls = {
  walletBalance,
  rankProgress,
  depositChannels,
  createDeposit,
  withdrawalInfo,
  withdraw,
  setPaymentPassword,
  transactionRecords,
  transactionTypes,
  betRecords,
  profitAndLoss,
  securityInfo,
} as const;
