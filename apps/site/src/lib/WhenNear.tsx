import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { motionMs } from '@playdeck/ui';
import { whenPlayerStarts } from './playerStart';
import * as css from './WhenNear.css';

// Blocks below the fold are drawn once the player starts to use the page (lib/playerStart), not
// while it loads: first those coming near the screen, then the rest one at a time
// in idle moments, in page order. Until then each keeps an empty box of its own.

/** Once the player has started, how far below the screen a block is drawn ahead: one screen. */
export const NEAR_MARGIN = '0px 0px 100% 0px';

interface Waiting {
  box: HTMLElement;
  show: () => void;
}

const waiting = new Set<Waiting>();
let observer: IntersectionObserver | null = null;
let drawing = false;

function show(w: Waiting) {
  if (!waiting.delete(w)) return;
  observer?.unobserve(w.box);
  w.show();
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  // Without idle callbacks (Safari): a short pause between blocks instead.
  else setTimeout(run, motionMs.fast);
}

/** Draws the first waiting block in page order, then the next one in the next idle moment. */
function drawNext() {
  const first = [...waiting].sort((a, b) =>
    a.box.compareDocumentPosition(b.box) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
  if (!first) {
    drawing = false;
    return;
  }
  show(first);
  whenIdle(drawNext);
}

function watch(w: Waiting) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const w = [...waiting].find((x) => x.box === entry.target);
        if (w) show(w);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(w.box);
  if (!drawing) {
    drawing = true;
    whenIdle(drawNext);
  }
}

/**
 * A block below the fold, drawn once the player starts to use the page. Where the browser cannot
 * tell what is near the screen (no IntersectionObserver), it is drawn at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (shown || !box) return;
    const w: Waiting = { box, show: () => startTransition(() => setShown(true)) };
    waiting.add(w);
    const cancel = whenPlayerStarts(() => watch(w));
    return () => {
      cancel();
      waiting.delete(w);
      observer?.unobserve(box);
    };
  }, [shown]);

  return shown ? children : <div ref={boxRef} className={css.reserve} />;
}

/** Forgets the blocks waiting (tests only: each test is a fresh page). */
export function resetWhenNear() {
  drawing = false;
  waiting.clear();
  observer?.disconnect();
  observer = null;
}
