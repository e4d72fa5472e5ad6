import * as RadixDialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { useSwipeToClose } from '../../overlay/useSwipeToClose';
import * as css from './BottomSheet.css';
import { useOverlayContainer } from '../../theme/overlayContainer';
import { ModalContent, ModalMask } from '../../overlay/ModalParts';
import { cx } from '../../theme/cx';

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
  /** Dismiss by dragging the handle or the title row down (100 px, spec 1 §9). */
  dragToClose?: boolean;
}

/**
 * A modal panel that slides up from the bottom over the sheet duration, at most 85 % of the
 * viewport high. Focus stays inside while open; Escape, the close button, a mask tap or a swipe
 * down of 100 px on the handle or the title row close it, and focus returns to what opened it.
 * Built on Radix's non-modal dialog with `overlay/ModalParts`, as the side panel is: closing the
 * modal one restyled the whole page behind in the tap that applies a filter (decision 050).
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
  const overlayContainer = useOverlayContainer();
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'BottomSheet',
  });

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
  const swipe = useSwipeToClose(sheetRef, {
    axis: 'y',
    sign: 1,
    enabled: dragToClose,
    onClose: () => setOpen(false),
  });

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={overlayContainer}>
        <ModalMask open={isOpen} className={css.mask} onTap={() => setOpen(false)} />
        <ModalContent
          open={isOpen}
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
          <div className={css.handleArea} data-testid="sheet-handle" aria-hidden="true" {...swipe}>
            <span className={css.handleBar} />
          </div>
          <div className={css.header} {...swipe}>
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
            className={cx(css.body, footer ? undefined : css.bottomInset)}
          >
            {children}
          </div>
          {footer && <div className={css.footer}>{footer}</div>}
        </ModalContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
