import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isQuietRefusal } from '@playdeck/contract';
import { useSession } from '../stores/session';
import { describeError, type ErrorMessage } from './errors';
import type { PageActivity } from '../lib/lazyPart';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

type ErrorPresenter = (message: ErrorMessage) => void;

let presenter: ErrorPresenter = (message) => console.warn('call failed', message);

/** The frame installs the toast that shows failed calls; tests may install their own. */
export function setErrorPresenter(next: ErrorPresenter): void {
  presenter = next;
}

/** Shows a message about calls to the player (the session-loss notice, api/sessionLoss.ts). */
export function presentMessage(message: ErrorMessage): void {
  presenter(message);
}

/**
 * Shows a failed call to the player, unless the call is a silent one (spec 1 §8). A lost session
 * was already told once (`sessionLost`), and rate-limit refusals (`TOO_MANY_REQUEST…`) raise no
 * alert, as on the platform (api-contract §8 #8).
 */
export function presentError(error: unknown, silent = false): void {
  const told = error instanceof ApiError && (error.sessionLost || isQuietRefusal(error.errorCode));
  if (silent || told) {
    console.warn('call failed', error);
    return;
  }
  presenter(describeError(error));
}

/**
 * The site's query cache. Failed calls go through one presenter (a toast) unless marked silent
 * (announcements, mark-as-read, unread counts). The contract client already retries GETs after a
 * network error or a 5xx, so react-query does not retry on top.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => presentError(error, query.meta?.silent === true),
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => presentError(error, mutation.meta?.silent === true),
  }),
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Data of the previous session never leaks into the next one: session-keyed queries go. */
useSession.subscribe((s, prev) => {
  if (s.session?.token !== prev.session?.token) {
    queryClient.removeQueries({ queryKey: ['session'] });
  }
});

/** The calls under way, for downloads that should wait until the page has its answers. */
export const queryActivity: PageActivity = {
  isBusy: () => queryClient.isFetching() > 0,
  subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
};
