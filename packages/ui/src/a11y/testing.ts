import { vi } from 'vitest';

/**
 * Test-only: answers `prefers-reduced-motion` queries with `reduce` and lets a test flip it.
 * happy-dom's matchMedia does not follow the system setting, so tests set it explicitly.
 */
export function stubReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  const mq = {
    get matches() {
      return matches;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => mq),
  );
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((fn) => fn());
    },
  };
}
