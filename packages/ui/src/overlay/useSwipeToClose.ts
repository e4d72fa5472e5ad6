import { useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { closesAfterSwipe, isStillPress } from '@playdeck/domain';

export interface SwipeToCloseOptions {
  /** `y`: a bottom sheet (drag down); `x`: a side panel (drag towards its edge). */
  axis: 'x' | 'y';
  /** +1 when closing moves right or down, -1 when it moves left or up. */
  sign: 1 | -1;
  enabled?: boolean;
  onClose: () => void;
}

interface Drag {
  pointerId: number;
  x0: number;
  y0: number;
  /** How far the finger has moved towards the closing edge (never below 0). */
  distance: number;
  /** The drag has been taken as a swipe (not a tap, not a scroll across). */
  swiping: boolean;
}

/**
 * Swipe to close a sheet or panel (spec 1 §9: 100 px, `closesAfterSwipe` in the domain). The
 * element follows the finger through a style transform (no React render per move); a shorter drag
 * springs back. Only a drag mostly along the closing axis counts, so a scroll across still scrolls,
 * and the click that ends a swipe is swallowed so no link under the finger opens.
 */
export function useSwipeToClose<E extends HTMLElement>(
  target: RefObject<E | null>,
  { axis, sign, enabled = true, onClose }: SwipeToCloseOptions,
) {
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const place = (distance: number | null) => {
    const el = target.current;
    if (!el) return;
    if (distance === null) {
      el.removeAttribute('data-dragging');
      el.style.removeProperty('transform');
      return;
    }
    el.setAttribute('data-dragging', '');
    const moved = distance * sign;
    el.style.setProperty(
      'transform',
      axis === 'x' ? `translateX(${moved}px)` : `translateY(${moved}px)`,
    );
  };

  const end = () => {
    const d = drag.current;
    drag.current = null;
    if (!d?.swiping) return;
    place(null);
    swallowClick.current = true;
    if (closesAfterSwipe(d.distance)) onClose();
  };

  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (!enabled || e.button > 0) return;
      swallowClick.current = false;
      drag.current = {
        pointerId: e.pointerId,
        x0: e.clientX,
        y0: e.clientY,
        distance: 0,
        swiping: false,
      };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      const dx = e.clientX - d.x0;
      const dy = e.clientY - d.y0;
      const along = (axis === 'x' ? dx : dy) * sign;
      const across = axis === 'x' ? dy : dx;
      if (!d.swiping) {
        if (isStillPress(dx, dy)) return;
        if (along > 0 && Math.abs(along) >= Math.abs(across)) {
          d.swiping = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        } else {
          // A scroll across, or a drag away from the edge: not a swipe to close.
          drag.current = null;
          return;
        }
      }
      d.distance = Math.max(0, along);
      place(d.distance);
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture: (e: MouseEvent<HTMLElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
