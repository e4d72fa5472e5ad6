import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { isStillPress } from '@playdeck/domain';
import { motionMs } from '../../theme/motion';

/**
 * A long press (the `long-press` motion token, 370 ms, spec 2 §2): a finger or button held still
 * that long calls `onLongPress`, and the click that follows on release is swallowed, so the tap
 * action does not run too. Moving more than a few pixels (a scroll) cancels it. The context menu
 * (a long press on Android, the menu key, a right click) does the same, without the browser's menu.
 * Without `onLongPress` nothing changes.
 */
export function useLongPress(onLongPress: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  const fired = useRef(false);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  };
  useEffect(() => cancel, []);

  if (!onLongPress) return {};

  const fire = () => {
    cancel();
    fired.current = true;
    onLongPress();
  };

  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button > 0) return;
      fired.current = false;
      start.current = { x: e.clientX, y: e.clientY, at: e.timeStamp };
      // The press's moves and release come here even off the tile (a layout change under a
      // resting finger is no reason to give up the press).
      e.currentTarget.setPointerCapture?.(e.pointerId);
      clearTimeout(timer.current);
      timer.current = setTimeout(fire, motionMs.longPress);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (s && !isStillPress(e.clientX - s.x, e.clientY - s.y)) cancel();
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      // Held long enough by the events' own clocks, though a busy phone had not yet run the
      // timer: still a long press.
      const s = start.current;
      if (s && timer.current !== undefined && e.timeStamp - s.at >= motionMs.longPress) {
        fire();
        setTimeout(() => (fired.current = false), 0);
        return;
      }
      cancel();
      // The click of this release is swallowed; none may follow (the finger slid off).
      if (fired.current) setTimeout(() => (fired.current = false), 0);
    },
    onPointerCancel: cancel,
    onContextMenu: (e: MouseEvent<HTMLElement>) => {
      e.preventDefault();
      // A touch long press raises the context menu after the timer: the details open once.
      if (fired.current) return;
      // The menu key or a right click: no click follows, so none is to be swallowed.
      cancel();
      onLongPress();
    },
    onClickCapture: (e: MouseEvent<HTMLElement>) => {
      if (!fired.current) return;
      fired.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
