import * as RadixDialog from '@radix-ui/react-dialog';
import {
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as css from './BottomSheet.css';

/** Share of the sheet's height a downward drag must pass to dismiss it. */
const DISMISS_SHARE = 0.25;

export interface BottomSheetProps {
  /** Visible heading; also the sheet's accessible name. */
  title: string;
  /** Optional line under the title, announced as the sheet's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Sticky actions under the scrolling content (e.g. reset and confirm). */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the sheet when pressed. */
  trigger?: ReactElement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Dismiss by dragging the handle down. */
  dragToClose?: boolean;
}

/**
 * A modal panel that slides up from the bottom over the sheet duration, at most 85 % of the
 * viewport high. Focus stays inside while open; Escape, the close button, a mask tap or a drag
 * down on the handle close it, and focus returns to what opened it.
 */
export function BottomSheet({
  title,
  description,
  children,
  footer,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  closeLabel = 'Close',
  dragToClose = true,
}: BottomSheetProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const sheetRef = useRef<HTMLDivElement>(null);
  // Content taller than the sheet scrolls; the scroller then joins the Tab order so keyboard users
  // can scroll it with the arrow keys.
  const [scrolls, setScrolls] = useState(false);
  const [bodyEl, setBodyEl] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!bodyEl || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(bodyEl.scrollHeight > bodyEl.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(bodyEl);
    for (const child of Array.from(bodyEl.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [bodyEl]);
  const drag = useRef<{ startY: number; dy: number } | null>(null);

  // The sheet follows the finger through a style transform: no React render per move.
  const onHandleDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragToClose) return;
    drag.current = { startY: e.clientY, dy: 0 };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    sheetRef.current?.setAttribute('data-dragging', '');
  };
  const onHandleMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const el = sheetRef.current;
    if (!d || !el) return;
    d.dy = Math.max(0, e.clientY - d.startY);
    el.style.transform = `translateY(${d.dy}px)`;
  };
  const onHandleUp = () => {
    const d = drag.current;
    const el = sheetRef.current;
    drag.current = null;
    if (!d || !el) return;
    el.removeAttribute('data-dragging');
    el.style.transform = '';
    const height = el.getBoundingClientRect().height;
    if (d.dy > 0 && d.dy >= height * DISMISS_SHARE) setOpen(false);
  };

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.mask} />
        <RadixDialog.Content
          ref={sheetRef}
          className={css.sheet}
          // The sheet itself takes focus, so the title is read first and no control is lit up
          // until the person moves with Tab.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            sheetRef.current?.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div
            className={css.handleArea}
            data-testid="sheet-handle"
            aria-hidden="true"
            onPointerDown={onHandleDown}
            onPointerMove={onHandleMove}
            onPointerUp={onHandleUp}
            onPointerCancel={onHandleUp}
          >
            <span className={css.handleBar} />
          </div>
          <div className={css.header}>
            <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label={closeLabel} />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={css.description}>
              {description}
            </RadixDialog.Description>
          )}
          <div
            ref={setBodyEl}
            // Focusable only when it scrolls (see above).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={scrolls ? 0 : undefined}
            className={[css.body, footer ? undefined : css.bottomInset].filter(Boolean).join(' ')}
          >
            {children}
          </div>
          {footer && <div className={css.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
