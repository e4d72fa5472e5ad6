import { useEffect } from 'react';
import { renewStoredSession } from '../api/sessionRenewal';

/** Renews a stored session once the site has drawn its first page (spec 1 §7). */
export function SessionRenewal() {
  useEffect(() => {
    void renewStoredSession();
  }, []);
  return null;
}
