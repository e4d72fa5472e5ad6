import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { CallDef, RequestOf, ResponseOf } from '@playdeck/contract';
import { useSession } from '../stores/session';
import { resolveCall, type CallLike } from './callRef';

/**
 * Makes one call through the site's API client. The client (and the contract's schemas, with zod)
 * is its own chunk: the first call fetches it, so it is not run before the first page is usable.
 */
export async function callApi<C extends CallDef>(
  call: CallLike<C>,
  params: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const [def, { api }] = await Promise.all([resolveCall(call), import('./client')]);
  return api.call(def, params);
}

/**
 * Query keys: `[scope, callId, params]`. Calls that send the token (always or when there is one)
 * live under `session`, so signing in or out drops them; everything else is `public`.
 */
export function apiQueryKey<C extends CallDef>(call: CallLike<C>, params?: RequestOf<C>) {
  const scope = call.token ? 'session' : 'public';
  return [scope, call.id, params ?? {}] as const;
}

/**
 * The key and fetcher of one call as TanStack `queryOptions`: for the hook, and for reading or
 * starting it outside React (prefetch, `getQueryData`, `setQueryData`), where its key carries the
 * answer's type.
 */
export function apiQueryOptions<C extends CallDef>(call: CallLike<C>, params: RequestOf<C>) {
  return queryOptions({
    queryKey: apiQueryKey(call, params),
    queryFn: (): Promise<ResponseOf<C>> => callApi(call, params),
  });
}

export type ApiQueryOptions<C extends CallDef, TData = ResponseOf<C>> = Omit<
  UseQueryOptions<ResponseOf<C>, Error, TData>,
  'queryKey' | 'queryFn' | 'meta'
> & {
  /** No toast on failure (announcements, counts): the failure is only logged. */
  silent?: boolean;
};

/**
 * Reads one call of the contract through react-query. Calls that need a session wait for one.
 *
 * The result is a deferred value: react-query's store updates render synchronously, so an answer
 * would otherwise draw its whole list in one long task. Deferred, the component first renders
 * with the result it had, then React draws the answer in short slices a slow phone can interleave
 * with taps.
 *
 * ```ts
 * // features/messages/queries.ts
 * export const useInboxUnread = () => useApiQuery(inboxUnreadCount, {}, { silent: true });
 * ```
 */
export function useApiQuery<C extends CallDef, TData = ResponseOf<C>>(
  call: CallLike<C>,
  params: RequestOf<C>,
  options: ApiQueryOptions<C, TData> = {},
): UseQueryResult<TData, Error> {
  const signedIn = useSession((s) => s.session !== null);
  const { silent, enabled = true, ...rest } = options;
  return useDeferredValue(
    useQuery({
      ...rest,
      ...apiQueryOptions(call, params),
      enabled: call.token === true ? signedIn && enabled : enabled,
      meta: { silent },
    } as UseQueryOptions<ResponseOf<C>, Error, TData>),
  );
}

export interface ApiMutationOptions<C extends CallDef> {
  silent?: boolean;
  /** Calls whose cached answers are refetched after success (e.g. announcements after mark-read). */
  invalidates?: readonly { id: string }[];
  onSuccess?: (data: ResponseOf<C>, params: RequestOf<C>) => void | Promise<void>;
}

/** Sends one call of the contract; failures show through the global presenter unless silent. */
export function useApiMutation<C extends CallDef>(
  call: CallLike<C>,
  options: ApiMutationOptions<C> = {},
): UseMutationResult<ResponseOf<C>, Error, RequestOf<C>> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: RequestOf<C>) => callApi(call, params),
    meta: { silent: options.silent },
    onSuccess: async (data, params) => {
      const ids = new Set((options.invalidates ?? []).map((c) => c.id));
      if (ids.size) {
        await client.invalidateQueries({ predicate: (q) => ids.has(String(q.queryKey[1])) });
      }
      await options.onSuccess?.(data, params);
    },
  });
}
