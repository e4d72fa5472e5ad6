import {
  createDeposit,
  depositChannels,
  walletTransfer,
  rankProgress,
  transactionRecords,
  walletBalance,
  withdraw,
  withdrawalInfo,
  betRecords,
  profitAndLoss,
} from '@playdeck/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks';

/** Everything whose answer changes when money moves: the balance widget, records and limits. */
const moneyMoves = [
  walletBalance,
  withdrawalInfo,
  transactionRecords,
  rankProgress,
  betRecords,
  profitAndLoss,
] as const;

export const useDepositChannels = () => useApiQuery(depositChannels, {});

/** A deposit; the wallet and the records are refetched after it. */
export const useCreateDeposit = () => useApiMutation(createDeposit, { invalidates: moneyMoves });

export const useWithdrawalInfo = () => useApiQuery(withdrawalInfo, {});

/** A withdrawal; the wallet and the records are refetched after it. */
export const useWithdraw = () => useApiMutation(withdraw, { invalidates: moneyMoves });

export { useMerchantWallet } from '../../api/merchantWalletQueries';

/** A move between the main wallet and a vendor's; the wallets and the records are read again. */
export const useWalletTransfer = () =>
  useApiMutation(walletTransfer, { silent: true, invalidates: moneyMoves });
