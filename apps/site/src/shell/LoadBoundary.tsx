import type { ReactNode } from 'react';
import { isChunkLoadError, type LazyPage } from './lazyPage';
import { PageFailed, PageLoadFailed } from './PageStates';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Around a lazily loaded part (a page, or a section of one): when its code does not arrive the
 * loading placeholder stays with a retry; when it fails while showing, a way to try again. The
 * rest of the frame keeps working either way. A new `resetKey` (the location) clears the error.
 */
export function LoadBoundary({
  part,
  resetKey,
  children,
}: {
  part: LazyPage;
  resetKey: string;
  children: ReactNode;
}) {
  return (
    <RouteErrorBoundary
      resetKey={resetKey}
      fallback={({ error, reset }) =>
        isChunkLoadError(error) ? (
          <PageLoadFailed
            retried={part.retries > 0}
            onRetry={() => {
              part.retry();
              reset();
            }}
          />
        ) : (
          <PageFailed onRetry={reset} />
        )
      }
    >
      {children}
    </RouteErrorBoundary>
  );
}
