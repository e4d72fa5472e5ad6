import { describe, expect, it } from 'vitest';
import { hasWalletTransfer, MAIN_WALLET_ID, transferProblem, vendorWallets } from './transfer';

const wallets = [
  { accountTypeId: MAIN_WALLET_ID, accountTypeName: 'Main wallet', availBalance: 500 },
  { accountTypeId: 100, accountTypeName: 'PG Soft', availBalance: '20.50' },
  { accountTypeId: 101, accountTypeName: 'Pragmatic Play', availBalance: 0 },
];

describe('wallet transfer', () => {
  it('is offered only by a merchant that is not single-wallet, to a member with vendor wallets', () => {
    expect(hasWalletTransfer(false, wallets)).toBe(true);
    expect(hasWalletTransfer(true, wallets)).toBe(false);
    expect(hasWalletTransfer(undefined, wallets)).toBe(false);
    expect(hasWalletTransfer(false, wallets.slice(0, 1))).toBe(false);
    expect(vendorWallets(wallets).map((w) => w.accountTypeId)).toEqual([100, 101]);
  });

  it('moves between the main wallet and a vendor wallet, either way, within the source', () => {
    expect(transferProblem({ from: 2, to: 100, amount: 500, wallets })).toBeNull();
    expect(transferProblem({ from: 100, to: 2, amount: '20.50', wallets })).toBeNull();
    expect(transferProblem({ from: 100, to: 2, amount: 20.51, wallets })).toBe('overBalance');
    expect(transferProblem({ from: 2, to: 100, amount: 500.01, wallets })).toBe('overBalance');
  });

  it('refuses the same wallet, two vendor wallets and unknown wallets', () => {
    expect(transferProblem({ from: 2, to: 2, amount: 1, wallets })).toBe('sameWallet');
    expect(transferProblem({ from: 100, to: 101, amount: 1, wallets })).toBe('betweenVendors');
    expect(transferProblem({ from: 2, to: 999, amount: 1, wallets })).toBe('noWallet');
  });

  it('refuses what is not an amount of pesos and centavos', () => {
    expect(transferProblem({ from: 2, to: 100, amount: '', wallets })).toBe('notAmount');
    expect(transferProblem({ from: 2, to: 100, amount: 0, wallets })).toBe('notAmount');
    expect(transferProblem({ from: 2, to: 100, amount: -5, wallets })).toBe('notAmount');
    expect(transferProblem({ from: 2, to: 100, amount: 1.005, wallets })).toBe('tooManyDecimals');
  });
});
