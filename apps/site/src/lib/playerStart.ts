// Whether the player has started to use the page: scrolled, touched, pressed a key or a pointer.
// Listened for from the site's start, so a scroll while home's sections still load counts.

const STARTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let started = false;
const waiting = new Set<() => void>();

function start() {
  if (started) return;
  started = true;
  for (const type of STARTS) window.removeEventListener(type, start, true);
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Starts listening (the site's entry calls it); a page already scrolled has been started. */
export function listenForPlayerStart() {
  if (typeof window === 'undefined' || started) return;
  if (window.scrollY > 0) return start();
  for (const type of STARTS) window.addEventListener(type, start, { capture: true, passive: true });
}

/** Whether the player has started to use the page. */
export function hasPlayerStarted(): boolean {
  return started;
}

/** Runs `run` once the player has started (at once if they have); returns a cancel. */
export function whenPlayerStarts(run: () => void): () => void {
  if (started) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** Forgets the start (tests only: each test is a fresh page). */
export function resetPlayerStart() {
  started = false;
  waiting.clear();
  if (typeof window !== 'undefined')
    for (const type of STARTS) window.removeEventListener(type, start, true);
}
