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

/**
 * Loads the parts after the page has loaded, in the browser's next idle moment (or after
 * {@link WARM_UP_LATEST_MS} where there is no idle callback or none comes), so that opening them
 * later needs no download. Returns a cancel function (an effect's cleanup).
 */
export function warmUpWhenIdle(...parts: readonly LazyPart<unknown>[]): () => void {
  let cancelIdle = () => {};
  const warm = () => {
    for (const part of parts) part.load().catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: WARM_UP_LATEST_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(warm, WARM_UP_LATEST_MS);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
