import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { isChunkLoadError, lazyPage } from './lazyPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';

describe('lazyPage', () => {
  it('loads the chunk again after a failed attempt instead of keeping the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      )
      .mockResolvedValue({ default: () => <p>Promotions</p> });
    const page = lazyPage(load);
    const view = () => (
      <RouteErrorBoundary resetKey="k" fallback={() => <p>did not load</p>}>
        <Suspense fallback={<p>loading</p>}>
          <page.Page />
        </Suspense>
      </RouteErrorBoundary>
    );

    const { unmount } = render(view());
    expect(await screen.findByText('did not load')).toBeInTheDocument();
    unmount();

    page.retry();
    expect(page.retries).toBe(1);
    render(view());
    expect(await screen.findByText('Promotions')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.retries).toBe(0);
  });

  it('recognises chunk failures across browsers and not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });
});
