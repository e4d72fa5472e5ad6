// Wallet, rank progress, deposit, withdrawal, records, security centre.
import { betRecords } from './betRecords';
import { createDeposit } from './createDeposit';
import { depositChannels } from './depositChannels';
import { merchantWallet } from './merchantWallet';
import { profitAndLoss } from './profitAndLoss';
import { rankProgress } from './rankProgress';
import { securityInfo } from './securityInfo';
import { setPaymentPassword } from './setPaymentPassword';
import { transactionRecords } from './transactionRecords';
import { transactionTypes } from './transactionTypes';
import { walletBalance } from './walletBalance';
import { walletTransfer } from './walletTransfer';
import { withdraw } from './withdraw';
import { withdrawalInfo } from './withdrawalInfo';

export {
  walletErrorCodes,
  MAIN_WALLET_TYPE_ID,
  TRANSACTION_STATUSES,
  betRecordSchema,
  betSummarySchema,
  profitAndLossSchema,
} from './shared';
export * from './walletBalance';
export * from './rankProgress';
export * from './depositChannels';
export * from './createDeposit';
export * from './withdraw';
export * from './withdrawalInfo';
export * from './setPaymentPassword';
export * from './transactionRecords';
export * from './transactionTypes';
export * from './betRecords';
export * from './profitAndLoss';
export * from './securityInfo';
export * from './merchantWallet';
export * from './walletTransfer';

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
  merchantWallet,
  walletTransfer,
} as const;
