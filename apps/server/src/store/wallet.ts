import { walletErrorCodes } from '@playdeck/contract';
import { fromCentavos, isTrial } from '@playdeck/domain';
import type { Db } from '../db/database';
import { Failure } from '../http/failure';
import type { Range } from './reports';
import type { Scope } from './scope';
import { command, count, insertedId, scalar, statement } from './sql';

/** A trial account (type 4) starts with ₱2,000 of trial credit; everyone else with nothing. */
export const TRIAL_START_CENTS = 200_000;

export type TransactionType =
  'DEPOSIT' | 'WITHDRAW' | 'BET' | 'WIN' | 'REWARD' | 'REBATE' | 'SALARY' | 'DIVIDEND' | 'TRANSFER';

/** The user's main wallet balance in centavos, creating the wallet on first use. */
export function walletCents(db: Db, user: { id: number; type: number }, now: number): number {
  const row = scalar<[number], number>(
    db,
    'SELECT balance_cents FROM wallets WHERE user_id = ?',
  ).get(user.id);
  if (row !== undefined) return row;
  const start = isTrial(user.type) ? TRIAL_START_CENTS : 0;
  command<[number, number, number]>(
    db,
    'INSERT OR IGNORE INTO wallets (user_id, balance_cents, updated_at) VALUES (?, ?, ?)',
  ).run(user.id, start, now);
  return start;
}

export interface Movement {
  user: { id: number; type: number };
  type: TransactionType;
  /** Signed: positive in, negative out. */
  amountCents: number;
  status?: 'SUCCESS' | 'PENDING' | 'FAILED';
  channel?: string | null;
  remark?: string | null;
  now: number;
}

/**
 * Moves money in or out of the main wallet and records the transaction, atomically. Refuses to
 * take more than the balance (`balance.insufficient`): the wallet never goes below zero.
 */
export function moveMoney(db: Db, m: Movement): { transactionId: number; balanceCents: number } {
  return db.transaction(() => {
    const before = walletCents(db, m.user, m.now);
    const after = before + m.amountCents;
    if (after < 0)
      throw new Failure(walletErrorCodes.insufficientBalance, 200, 'Insufficient balance', {
        balance: fromCentavos(before),
      });
    command<[number, number, number]>(
      db,
      'UPDATE wallets SET balance_cents = ?, updated_at = ? WHERE user_id = ?',
    ).run(after, m.now, m.user.id);
    const tx = command<
      [number, string, number, number, string, string | null, string | null, number]
    >(
      db,
      `INSERT INTO transactions (user_id, type, amount_cents, balance_after_cents, status, channel, remark, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      m.user.id,
      m.type,
      m.amountCents,
      after,
      m.status ?? 'SUCCESS',
      m.channel ?? null,
      m.remark ?? null,
      m.now,
    );
    return { transactionId: insertedId(tx), balanceCents: after };
  })();
}

/** Vendor wallets take account type ids from here on, in the vendors' menu order. */
export const VENDOR_WALLET_BASE_ID = 100;

export interface VendorWallet {
  vendor: string;
  name: string;
  accountTypeId: number;
  balanceCents: number;
}

/**
 * The user's vendor wallets (transfer-wallet merchants): one per vendor of the catalogue, lottery
 * vendors aside (their games draw on the main wallet); a wallet never used holds nothing.
 */
export function vendorWalletsOf(db: Db, userId: number): VendorWallet[] {
  return statement<
    [number],
    { code: string; display_name: string; sort: number; balance_cents: number }
  >(
    db,
    `SELECT v.code, v.display_name, v.sort, COALESCE(w.balance_cents, 0) AS balance_cents
       FROM vendors v LEFT JOIN vendor_wallets w ON w.vendor = v.code AND w.user_id = ?
      WHERE v.game_type NOT IN ('LOTT', 'ELOTT') ORDER BY v.sort`,
  )
    .all(userId)
    .map((r) => ({
      vendor: r.code,
      name: r.display_name,
      accountTypeId: VENDOR_WALLET_BASE_ID + r.sort,
      balanceCents: r.balance_cents,
    }));
}

/**
 * Moves money between the main wallet and one vendor wallet, atomically: the main wallet records a
 * TRANSFER (out or in, naming the vendor), the vendor wallet changes by the same amount. Refuses to
 * take more than the source holds (`balance.insufficient`).
 */
export function transferBetweenWallets(
  db: Db,
  user: { id: number; type: number },
  move: { vendor: VendorWallet; toVendor: boolean; amountCents: number; now: number },
): void {
  db.transaction(() => {
    const { vendor, toVendor, amountCents, now } = move;
    const held =
      scalar<[number, string], number>(
        db,
        'SELECT balance_cents FROM vendor_wallets WHERE user_id = ? AND vendor = ?',
      ).get(user.id, vendor.vendor) ?? 0;
    const after = held + (toVendor ? amountCents : -amountCents);
    if (after < 0)
      throw new Failure(walletErrorCodes.insufficientBalance, 200, 'Insufficient balance', {
        balance: fromCentavos(held),
      });
    moveMoney(db, {
      user,
      type: 'TRANSFER',
      amountCents: toVendor ? -amountCents : amountCents,
      remark: toVendor ? `To ${vendor.name}` : `From ${vendor.name}`,
      now,
    });
    command<[number, string, number, number]>(
      db,
      `INSERT INTO vendor_wallets (user_id, vendor, balance_cents, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, vendor) DO UPDATE SET balance_cents = excluded.balance_cents,
         updated_at = excluded.updated_at`,
    ).run(user.id, vendor.vendor, after, now);
  })();
}

/** The member's payment password hash, if one is set. */
export function paymentPasswordHash(db: Db, userId: number): string | undefined {
  return scalar<[number], string>(
    db,
    'SELECT password_hash FROM payment_passwords WHERE user_id = ?',
  ).get(userId);
}

export function setPaymentPasswordHash(db: Db, userId: number, hash: string, now: number): void {
  command<[number, string, number]>(
    db,
    `INSERT INTO payment_passwords (user_id, password_hash, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
  ).run(userId, hash, now);
}

/** Total turnover (seeded history plus the demo's own bets) and since `monthStart`, in centavos. */
export function turnoverCents(db: Db, userId: number, monthStart: number) {
  const base = statement<[number], { base_turnover_cents: number; month_turnover_cents: number }>(
    db,
    'SELECT base_turnover_cents, month_turnover_cents FROM rank_turnover WHERE user_id = ?',
  ).get(userId);
  const bets = statement<[number, number], { total: number; month: number }>(
    db,
    `SELECT COALESCE(SUM(stake_cents), 0) AS total,
            COALESCE(SUM(CASE WHEN placed_at >= ? THEN stake_cents END), 0) AS month
       FROM bets WHERE user_id = ?`,
  ).get(monthStart, userId) ?? { total: 0, month: 0 };
  return {
    total: (base?.base_turnover_cents ?? 0) + bets.total,
    month: (base?.month_turnover_cents ?? 0) + bets.month,
  };
}

/** Whether the member has ever deposited. */
export function hasDeposited(db: Db, userId: number): boolean {
  return !!scalar<[number], 1>(
    db,
    "SELECT 1 FROM transactions WHERE user_id = ? AND type = 'DEPOSIT'",
  ).get(userId);
}

export interface TransactionRow {
  id: number;
  username: string;
  type: string;
  amount_cents: number;
  balance_after_cents: number;
  status: 'SUCCESS' | 'PENDING' | 'FAILED';
  remark: string | null;
  created_at: number;
}

/** One page of the scope's wallet transactions in the range (of one type, or 'ALL'), newest first. */
export function transactionPage(
  db: Db,
  scope: Scope,
  range: Range,
  type: string,
  page: { pageNo: number; pageSize: number },
): { rows: TransactionRow[]; totalCount: number } {
  const where = `WHERE t.user_id IN (SELECT id FROM scope) AND t.created_at >= ? AND t.created_at < ?${type === 'ALL' ? '' : ' AND t.type = ?'}`;
  const args = [...scope.args, range.from, range.to, ...(type === 'ALL' ? [] : [type])];
  return {
    totalCount: count(db, `${scope.cte} SELECT COUNT(*) FROM transactions t ${where}`, ...args),
    rows: statement<unknown[], TransactionRow>(
      db,
      `${scope.cte} SELECT t.id, u.username, t.type, t.amount_cents, t.balance_after_cents, t.status,
         t.remark, t.created_at FROM transactions t JOIN users u ON u.id = t.user_id ${where}
        ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
    ).all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize),
  };
}
