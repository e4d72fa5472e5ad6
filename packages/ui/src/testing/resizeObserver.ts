import { vi } from 'vitest';

/**
 * Test-only: a ResizeObserver the test drives (happy-dom's never reports). `report()` calls every
 * observer's callback, as a browser does after a layout that changed a size; with
 * `reportOnObserve` each also reports as soon as it observes, like a browser's first report.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver({ reportOnObserve = false } = {}) {
  const callbacks = new Set<ResizeObserverCallback>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {
        callbacks.add(callback);
      }
      observe() {
        if (reportOnObserve) this.callback([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {
        callbacks.delete(this.callback);
      }
    },
  );
  return {
    report: () => callbacks.forEach((callback) => callback([], {} as ResizeObserver)),
  };
}
