import { useInfiniteQuery } from '@tanstack/react-query';
import { mallItems, mallPoints, mallRedemptions, redeemMallItem } from '@playdeck/contract';
import { api } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { useSession } from '../../stores/session';

export const useMallPoints = () => useApiQuery(mallPoints, {});
export const useMallItems = () => useApiQuery(mallItems, {});

/** Redemptions, newest first, a page at a time. */
export function useMallRedemptions() {
  const signedIn = useSession((s) => s.session !== null);
  return useInfiniteQuery({
    queryKey: ['session', mallRedemptions.id, 'pages'],
    queryFn: ({ pageParam }) => api.call(mallRedemptions, { pageNo: pageParam, pageSize: 10 }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: signedIn,
  });
}

/** Redeems an item; points, stock and history are refetched after it. */
export const useRedeemMallItem = () =>
  useApiMutation(redeemMallItem, { invalidates: [mallPoints, mallItems, mallRedemptions] });
