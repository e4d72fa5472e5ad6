import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { HumanCheckConfig, HumanCheckResult } from '@playdeck/contract';
import { useSignInProviders } from './queries';

// The check's window (and the check service's client) load only when a deployment asks for it.
const HumanCheckDialog = lazy(() => import('./HumanCheckDialog'));

/**
 * The human check a deployment may ask before any SMS code is sent (spec 1 §3, §7: the SMS
 * request's human-verification result fields). `ask()` resolves `undefined` when the deployment
 * has none (send as ever), `null` when the player closed the check (send nothing), or the proof
 * to send along. Render `element` where the form is.
 */
export function useHumanCheck() {
  const providers = useSignInProviders();
  const [config, setConfig] = useState<HumanCheckConfig | null>(null);
  const settle = useRef<((r: HumanCheckResult | null) => void) | null>(null);

  const ask = useCallback(async (): Promise<HumanCheckResult | null | undefined> => {
    const data = providers.data ?? (await providers.refetch()).data;
    const check = data?.humanCheck;
    if (!check) return undefined;
    return new Promise<HumanCheckResult | null>((resolve) => {
      settle.current = resolve;
      setConfig(check);
    });
  }, [providers]);

  const done = (result: HumanCheckResult | null) => {
    settle.current?.(result);
    settle.current = null;
    setConfig(null);
  };

  const element = config ? (
    <Suspense fallback={null}>
      <HumanCheckDialog config={config} onDone={done} />
    </Suspense>
  ) : null;
  return { ask, element };
}
