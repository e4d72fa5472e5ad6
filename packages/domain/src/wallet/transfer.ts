import { parseAmount } from '../format/money';
import { toCentavos } from './funds';

/** The main wallet's account type (spec 2 §3 "Wallet": the `balance` row every member has). */
export const MAIN_WALLET_ID = 2;

/** One wallet of the balance answer. */
export interface WalletRow {
  accountTypeId: number;
  accountTypeName?: string | null;
  availBalance: number | string;
}

/** The vendors' wallets of a balance answer (every row but the main wallet). */
export function vendorWallets<W extends WalletRow>(rows: readonly W[]): W[] {
  return rows.filter((r) => r.accountTypeId !== MAIN_WALLET_ID);
}

/**
 * Whether the member moves money between wallets: the merchant is not single-wallet and the
 * member has vendor wallets (spec 2 §7 `GCS_walletTransfer`).
 */
export function hasWalletTransfer(
  isSingle: boolean | null | undefined,
  rows: readonly WalletRow[] | null | undefined,
): boolean {
  return isSingle === false && vendorWallets(rows ?? []).length > 0;
}

export type TransferProblem =
  /** The same wallet on both sides. */
  | 'sameWallet'
  /** Two vendor wallets: money goes through the main wallet. */
  | 'betweenVendors'
  /** A side names no wallet of the member. */
  | 'noWallet'
  | 'notAmount'
  | 'tooManyDecimals'
  /** More than the source wallet holds. */
  | 'overBalance';

/**
 * Why a transfer between wallets is refused, or null: the main wallet on one side and a vendor's on
 * the other, an amount of at least a centavo with at most 2 decimals, never more than the source
 * holds. The reference server applies the same rule.
 */
export function transferProblem(input: {
  from: number;
  to: number;
  amount: number | string | null | undefined;
  wallets: readonly WalletRow[];
}): TransferProblem | null {
  const { from, to, wallets } = input;
  if (from === to) return 'sameWallet';
  const source = wallets.find((w) => w.accountTypeId === from);
  const target = wallets.find((w) => w.accountTypeId === to);
  if (!source || !target) return 'noWallet';
  if (from !== MAIN_WALLET_ID && to !== MAIN_WALLET_ID) return 'betweenVendors';
  const amount = parseAmount(input.amount);
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 'notAmount';
  if (Math.abs(toCentavos(amount) - amount * 100) > 1e-6) return 'tooManyDecimals';
  if (toCentavos(amount) > toCentavos(parseAmount(source.availBalance) ?? 0)) return 'overBalance';
  return null;
}
