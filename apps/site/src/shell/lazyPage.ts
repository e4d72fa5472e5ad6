import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

/**
 * A route page loaded on first visit. React caches a failed `lazy` import for good, so the page
 * keeps a fresh `lazy` per attempt: `retry()` makes the next render fetch the chunk again.
 */
export interface LazyPage {
  readonly Page: LazyExoticComponent<ComponentType>;
  /** Retries since the last successful load. */
  readonly retries: number;
  /** Starts loading the chunk (before navigation). */
  preload: () => Promise<PageModule>;
  /** Forgets a failed load so the next render tries again. */
  retry: () => void;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let retries = 0;
  const loadAndCount = () =>
    load().then((module) => {
      retries = 0;
      return module;
    });
  let Page = lazy(loadAndCount);
  return {
    get Page() {
      return Page;
    },
    get retries() {
      return retries;
    },
    preload: loadAndCount,
    retry: () => {
      retries += 1;
      Page = lazy(loadAndCount);
    },
  };
}

/** Whether an error is a page chunk that did not arrive (offline, or replaced by a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
      error.message,
    )
  );
}
