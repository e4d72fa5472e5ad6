import { useEffect, useRef, useState } from 'react';
import { enterSearches, SEARCH_DEBOUNCE_MS, SEARCH_THROTTLE_MS } from '@playdeck/domain';
import type { SearchFieldProps } from '@playdeck/ui';

/**
 * The game-name search box (spec 2 §5): typing searches 600 ms after the last key, Enter searches
 * at once but at most once a second (an Enter within the second searches when it is up), and
 * clearing the box searches for everything again.
 */
export function useGameSearch(
  onSearch: (text: string) => void,
  initial = '',
): Required<Pick<SearchFieldProps, 'value' | 'onValueChange' | 'onSubmit' | 'onClear'>> & {
  reset: () => void;
} {
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastEnter = useRef<number | null>(null);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => cancel(), []);

  function cancel() {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }

  return {
    value: text,
    onValueChange: (next: string) => {
      setText(next);
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(next);
      }, SEARCH_DEBOUNCE_MS);
    },
    onSubmit: (next: string) => {
      cancel();
      const now = Date.now();
      if (!enterSearches(lastEnter.current, now)) {
        // Too soon after the last Enter: this text is searched when the second is up.
        const wait = SEARCH_THROTTLE_MS - (now - (lastEnter.current ?? now));
        timer.current = setTimeout(() => {
          timer.current = null;
          lastEnter.current = Date.now();
          latest.current(next);
        }, wait);
        return;
      }
      lastEnter.current = now;
      latest.current(next);
    },
    onClear: () => {
      cancel();
      setText('');
      latest.current('');
    },
    /** Puts the box back to empty without searching (the list was reset elsewhere). */
    reset: () => {
      cancel();
      setText('');
    },
  };
}
