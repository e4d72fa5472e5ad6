import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_SETTLE_MS } from './registerServiceWorker';

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('waits for the page to settle before the worker installs', () => {
    expect(document.readyState).toBe('complete');
    registerServiceWorker();
    vi.advanceTimersByTime(SERVICE_WORKER_SETTLE_MS - 1);
    expect(register).not.toHaveBeenCalled();
    // Settled, then the next idle moment (or its latest).
    vi.advanceTimersByTime(SERVICE_WORKER_SETTLE_MS);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('counts the settle time from the load when the page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker();
    vi.advanceTimersByTime(SERVICE_WORKER_SETTLE_MS * 3);
    expect(register).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SERVICE_WORKER_SETTLE_MS * 2);
    expect(register).toHaveBeenCalledOnce();
  });

  it('does nothing outside a production build', () => {
    vi.stubEnv('PROD', false);
    registerServiceWorker();
    vi.advanceTimersByTime(SERVICE_WORKER_SETTLE_MS * 2);
    expect(register).not.toHaveBeenCalled();
  });
});
