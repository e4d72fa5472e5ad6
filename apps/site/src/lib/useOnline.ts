import { useSyncExternalStore } from 'react';
import { connection } from './connection';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stop = connection.subscribe(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stop();
  };
}

/**
 * Whether the site is online: the browser believes it has a connection (the online and offline
 * events) and the site's own requests still reach the server (lib/connection).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && connection.reachable(),
    () => true,
  );
}
