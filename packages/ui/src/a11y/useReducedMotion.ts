import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void) {
  const mq = mediaQuery();
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}

const prefersReduced = () => mediaQuery()?.matches ?? false;

/**
 * True when the person asked the system for less motion, or when `forced` is true (a story, a
 * screenshot, a setting in the site). Follows the system setting live.
 */
export function useReducedMotion(forced = false): boolean {
  const system = useSyncExternalStore(subscribe, prefersReduced, () => false);
  return forced || system;
}
