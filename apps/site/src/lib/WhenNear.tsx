import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { motionMs } from '@playdeck/ui';
import { whenPlayerStarts } from './playerStart';
import * as css from './WhenNear.css';

// Blocks below the fold are drawn once the player starts to use the page (lib/playerStart), not
// while it loads: first those coming near the screen, then the rest one at a time
// in idle moments, in page order. Until then each keeps an empty box of its own.

/** Once the player has started, how far below the screen a block is drawn ahead: one screen. */
export const NEAR_MARGIN = '0px 0px 100% 0px';

/** Each waiting block's box, and how to draw it. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;
let drawing = false;

function show(box: Element) {
  const draw = waiting.get(box);
  if (!draw) return;
  waiting.delete(box);
  observer?.unobserve(box);
  draw();
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  // Without idle callbacks (Safari): a short pause between blocks instead.
  else setTimeout(run, motionMs.fast);
}

/** Draws the first waiting block in page order, then the next one in the next idle moment. */
function drawNext() {
  const first = [...waiting.keys()].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
  if (!first) {
    drawing = false;
    return;
  }
  show(first);
  whenIdle(drawNext);
}

function watch(box: Element) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) show(entry.target);
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(box);
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
    waiting.set(box, () => startTransition(() => setShown(true)));
    const cancel = whenPlayerStarts(() => watch(box));
    return () => {
      cancel();
      waiting.delete(box);
      observer?.unobserve(box);
    };
  }, [shown]);

  return shown ? children : <div ref={boxRef} className={css.reserve} data-block-waiting="" />;
}

/** Forgets the blocks waiting (tests only: each test is a fresh page). */
export function resetWhenNear() {
  drawing = false;
  waiting.clear();
  observer?.disconnect();
  observer = null;
}
