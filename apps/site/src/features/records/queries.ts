import { useInfiniteQuery } from '@tanstack/react-query';
import {
  betRecords,
  profitAndLoss,
  transactionRecords,
  transactionTypes,
  type RequestOf,
} from '@playdeck/contract';
import { api } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../stores/session';

export const RECORD_PAGE_SIZE = 20;

type TransactionFilter = Omit<RequestOf<typeof transactionRecords>, 'pageNo' | 'pageSize'>;
type BetFilter = Omit<RequestOf<typeof betRecords>, 'pageNo' | 'pageSize'>;

const nextPage = (last: { pageNum: number; totalPages: number }) =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/**
 * Transactions a page at a time. The key starts like `useApiQuery`'s, so a deposit or
 * withdrawal (which invalidates `transactionRecords`) refreshes the list.
 */
export function useTransactionPages(filter: TransactionFilter) {
  const signedIn = useSession((s) => s.session !== null);
  return useInfiniteQuery({
    queryKey: ['session', transactionRecords.id, filter, 'pages'],
    queryFn: ({ pageParam }) =>
      api.call(transactionRecords, { ...filter, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: signedIn,
  });
}

/** Bets a page at a time, with the summary of the whole range on every page. */
export function useBetPages(filter: BetFilter) {
  const signedIn = useSession((s) => s.session !== null);
  return useInfiniteQuery({
    queryKey: ['session', betRecords.id, filter, 'pages'],
    queryFn: ({ pageParam }) =>
      api.call(betRecords, { ...filter, pageNo: pageParam, pageSize: RECORD_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: signedIn,
  });
}

export const useTransactionTypes = () =>
  useApiQuery(transactionTypes, {}, { staleTime: 10 * 60_000 });

export const useProfitAndLoss = (range: { startDate: string; endDate: string }) =>
  useApiQuery(profitAndLoss, range);
