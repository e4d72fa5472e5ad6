import { useEffect, useState } from 'react';
import { jackpotDelayMs, jackpotIncrement, type Random } from '@playdeck/domain';

/**
 * A jackpot figure that grows by 10,000-50,000 every 3, 4 or 5 s (domain rules). React renders once
 * per growth, never per frame: the roller animates the change with CSS transforms. `start` is the
 * first value; null waits for one.
 */
export function useJackpotTicker(
  start: number | null,
  options: { paused?: boolean; random?: Random } = {},
): number | null {
  const { paused = false, random = Math.random } = options;
  const [value, setValue] = useState<number | null>(start);
  const [seenStart, setSeenStart] = useState(start);
  if (start !== seenStart) {
    setSeenStart(start);
    if (value === null) setValue(start);
  }
  const started = value !== null;
  useEffect(() => {
    if (paused || !started) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (delayMs: number) => {
      timer = setTimeout(() => {
        setValue((v) => (v === null ? v : v + jackpotIncrement(random)));
        schedule(jackpotDelayMs(random));
      }, delayMs);
    };
    schedule(jackpotDelayMs(random));
    return () => clearTimeout(timer);
  }, [paused, random, started]);
  return value;
}
