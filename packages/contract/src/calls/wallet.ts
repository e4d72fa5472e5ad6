// Wallet, rank progress, deposit, withdrawal, records.

export const walletCalls = {} as const;
