import { merchantWallet } from '@playdeck/contract';
import { useApiQuery } from './hooks';

/**
 * Whether the merchant keeps a wallet per vendor (not single-wallet): the transfer screen's gate,
 * and the member centre's transfer entry.
 */
export const useMerchantWallet = () =>
  useApiQuery(merchantWallet, {}, { silent: true, staleTime: 5 * 60_000 });
