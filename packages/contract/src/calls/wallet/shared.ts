// The wallet calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.
import * as z from 'zod/mini';
import { dayText, idText, looseNumber } from '../queryParams';

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
  /**
   * A wallet transfer the merchant does not allow: a single-wallet merchant, two vendor wallets,
   * or one wallet to itself.
   */
  transferNotAllowed: 'transfer.not.allowed',
  /** No wallet of the session has that `accountTypeId`. */
  walletNotFound: 'wallet.not.found',
} as const;

/** Main wallet row of the balance answer. */
export const MAIN_WALLET_TYPE_ID = 2;

export const TRANSACTION_STATUSES = ['SUCCESS', 'PENDING', 'FAILED'] as const;

/**
 * A date range of operator days (Asia/Manila), `YYYY-MM-DD`, both days included; at most 92 days.
 * Without dates: the last 7 days.
 */
export const dayRange = {
  startDate: z.optional(dayText),
  endDate: z.optional(dayText),
};

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
