import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallDef, RequestOf, ResponseOf } from '@playdeck/contract';
import type { Language } from '@playdeck/domain';
import type * as z from 'zod/mini';
import { apiQueryKey } from '../api/hooks';

/** An answer as the server sends it (before the contract's schema parses it). */
export type WireOf<C> = C extends CallDef<z.ZodMiniType, infer Res> ? z.input<Res> : never;

/** Who looks at the page: nobody signed in, a member (player), or an agent. */
export type Viewer = 'visitor' | 'member' | 'agent';

/** What a page's demo data may depend on. */
export interface SeedContext {
  viewer: Viewer;
  /** The language the page is shown in (the Language toolbar): calls carry it in their keys. */
  language: Language;
}

/** Puts a page's demo data into the query cache before the page renders. */
export interface Seeder {
  /**
   * One call's answer under the key the site's hooks read it from (`apiQueryKey(call, params)`,
   * with the same params the hook sends). The answer is written as the server sends it and
   * parsed by the call's own schema, so the cache holds what the real client would hold.
   */
  answer<C extends CallDef>(call: C, params: RequestOf<C>, wire: WireOf<C>): void;
  /** Data under a key of the site's own (a hook that keeps something other than one answer). */
  data(key: QueryKey, data: unknown): void;
  /**
   * Data under the key one of the site's own prefetch functions uses (home's banners, a game
   * list's first page), read from the function itself so the story follows the site's key.
   */
  prefetched(prefetch: (client: QueryClient) => Promise<void>, data: unknown): void;
}

/** An answer as the site's client holds it: the wire answer parsed by the call's schema. */
export const parsed = <C extends CallDef>(call: C, wire: WireOf<C>) =>
  call.response.parse(wire) as ResponseOf<C>;

/** The query key a prefetch function of the site asks for (it is handed a client that only notes it). */
function keyOfPrefetch(prefetch: (client: QueryClient) => Promise<void>): QueryKey {
  let key: QueryKey | undefined;
  const noting = {
    // The first call asked for is the function's own answer (a game list's first page comes
    // with the vendors and classes, which stories seed on their own).
    prefetchQuery: (options: { queryKey: QueryKey }) => {
      key ??= options.queryKey;
      return Promise.resolve();
    },
  };
  void prefetch(noting as unknown as QueryClient);
  if (!key) throw new Error('The prefetch function asked for nothing to seed.');
  return key;
}

/** A page's demo data: seeds the cache for a viewer and a language. */
export type PageSeed = (seed: Seeder, context: SeedContext) => void;

/**
 * A query cache for one page story: seeded, and never fetching on its own. Seeded answers stay
 * fresh (no refetch on mount, focus or reconnect, whatever stale time a hook asks for); a call
 * that was not seeded goes to the story's API client, which refuses it (storyApiClient.ts).
 */
export function seededClient(seeds: readonly PageSeed[], context: SeedContext): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
  const seeder: Seeder = {
    answer(call, params, wire) {
      client.setQueryData(apiQueryKey(call, params), parsed(call, wire));
    },
    data(key, data) {
      client.setQueryData(key, data);
    },
    prefetched(prefetch, data) {
      client.setQueryData(keyOfPrefetch(prefetch), data);
    },
  };
  for (const seed of seeds) seed(seeder, context);
  return client;
}
