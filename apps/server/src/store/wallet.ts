import { walletErrorCodes } from '@playdeck/contract';
import { fromCentavos, isTrial } from '@playdeck/domain';
import type { Db } from '../db/database';
import { Failure } from '../http/failure';

/** A trial account (type 4) starts with ₱2,000 of trial credit; everyone else with nothing. */
export const TRIAL_START_CENTS = 200_000;

export type TransactionType =
  'DEPOSIT' | 'WITHDRAW' | 'BET' | 'WIN' | 'REWARD' | 'REBATE' | 'SALARY' | 'DIVIDEND';

/** The user's main wallet balance in centavos, creating the wallet on first use. */
export function walletCents(db: Db, user: { id: number; type: number }, now: number): number {
  const row = db
    .prepare('SELECT balance_cents FROM wallets WHERE user_id = ?')
    .pluck()
    .get(user.id) as number | undefined;
  if (row !== undefined) return row;
  const start = isTrial(user.type) ? TRIAL_START_CENTS : 0;
  db.prepare(
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
    db.prepare('UPDATE wallets SET balance_cents = ?, updated_at = ? WHERE user_id = ?').run(
      after,
      m.now,
      m.user.id,
    );
    const tx = db
      .prepare(
        `INSERT INTO transactions (user_id, type, amount_cents, balance_after_cents, status, channel, remark, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        m.user.id,
        m.type,
        m.amountCents,
        after,
        m.status ?? 'SUCCESS',
        m.channel ?? null,
        m.remark ?? null,
        m.now,
      );
    return { transactionId: Number(tx.lastInsertRowid), balanceCents: after };
  })();
}
