/**
 * Runs `run` once the browser has painted the next frame (a frame, then a task after it), so work
 * that forces a layout (moving the focus) comes after the paint that answers a tap, not before it.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
