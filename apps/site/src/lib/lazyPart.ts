import { useEffect, useState } from 'react';

/**
 * Code that is not needed before the page is usable (dialogs, sheets, panels): loaded once, on
 * first need or when the browser is idle, then kept for every caller.
 */
export interface LazyPart<M> {
  /** The module once it has arrived; null before. */
  readonly current: M | null;
  /** Starts loading, or joins the load under way; a failed load is tried again on the next call. */
  load(): Promise<M>;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let pending: Promise<M> | null = null;
  let current: M | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => {
          current = module;
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The part's module from the moment the caller first needs it, or null. When the idle warm-up
 * has already brought it, it is there in the same render, so an opening animates at once; else
 * it loads now. A load that fails (offline) is tried again when the connection returns.
 */
export function useLazyPart<M>(part: LazyPart<M>, needed: boolean): M | null {
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  const [module, setModule] = useState<M | null>(part.current);
  const [attempt, setAttempt] = useState(0);
  const ready = module ?? part.current;

  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const retry = () => setAttempt((n) => n + 1);
    part.load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        console.warn('a part of the site failed to load', error);
        if (live) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      live = false;
      window.removeEventListener('online', retry);
    };
  }, [wanted, ready, part, attempt]);

  return wanted ? ready : null;
}

/** The latest a warm-up waits for an idle moment once the page has loaded. */
export const WARM_UP_LATEST_MS = 3000;

/** The latest a warm-up waits for the page's own calls to finish (a call may hang or retry). */
export const WARM_UP_QUIET_LATEST_MS = 5000;

/** Network work of the page itself (its API calls) that a warm-up should not compete with. */
export interface PageActivity {
  isBusy(): boolean;
  /** Calls the listener whenever the activity may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * Loads the part after the page has loaded, in the browser's next idle moment (or after
 * {@link WARM_UP_LATEST_MS} where there is no idle callback or none comes), so that opening it
 * later needs no download. With `activity`, it also waits (at most
 * {@link WARM_UP_QUIET_LATEST_MS}) until the page's own calls are done: on a slow network the
 * part's download would otherwise share the line with the answers the page is waiting to show.
 * Returns a cancel function (an effect's cleanup).
 */
export function warmUpWhenIdle(part: LazyPart<unknown>, activity?: PageActivity): () => void {
  let cancelStep = () => {};
  const warm = () => {
    part.load().catch(() => undefined);
  };
  const whenQuiet = () => {
    if (!activity?.isBusy()) {
      warm();
      return;
    }
    const stop = () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
    const done = () => {
      stop();
      warm();
    };
    const unsubscribe = activity.subscribe(() => {
      if (!activity.isBusy()) done();
    });
    const timer = window.setTimeout(done, WARM_UP_QUIET_LATEST_MS);
    cancelStep = stop;
  };
  const whenIdle = () => {
    // The page's calls start with its first render, which may still be under way at `load`: the
    // idle moment comes after it, so that is when the calls are looked at.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(whenQuiet, { timeout: WARM_UP_LATEST_MS });
      cancelStep = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(whenQuiet, WARM_UP_LATEST_MS);
      cancelStep = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelStep();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelStep();
  };
}
