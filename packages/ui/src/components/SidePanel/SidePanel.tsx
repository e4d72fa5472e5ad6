import * as RadixDialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ModalContent, ModalMask } from '../../overlay/ModalParts';
import { afterNextPaint } from '../../overlay/afterNextPaint';
import { useSwipeToClose } from '../../overlay/useSwipeToClose';
import * as css from './SidePanel.css';
import { useOverlayContainer } from '../../theme/overlayContainer';
import { cx } from '../../theme/cx';

export interface SidePanelProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel's accessible name, e.g. "Menu". */
  title: string;
  /** Show the title in a header row (otherwise it is only read). */
  showTitle?: boolean;
  children: ReactNode;
  /** An element that opens the panel when pressed. */
  trigger?: ReactElement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The edge it slides in from: the right (the side menu) or the left (the category menu). */
  side?: 'left' | 'right';
}

/**
 * A panel sliding in from the right (the side menu) or the left (the category menu) over a mask. A
 * mask tap, Escape, the close button or a swipe of 100 px towards its edge closes it; focus stays
 * inside while it is open and returns to the opener after; the page behind neither scrolls nor
 * takes taps (the mask covers it) and is hidden from screen readers (`aria-modal`).
 *
 * Built on Radix's non-modal dialog with the modal parts of `overlay/ModalParts`: the modal
 * dialog restyled the whole page behind on the tap that opens the panel (160 ms to the next paint
 * at 4x CPU; 88 ms without, decision 050).
 */
export function SidePanel({
  open,
  defaultOpen = false,
  onOpenChange,
  title,
  showTitle = false,
  children,
  trigger,
  closeLabel = 'Close',
  side = 'right',
}: SidePanelProps) {
  const overlayContainer = useOverlayContainer();
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'SidePanel',
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const swipe = useSwipeToClose(panelRef, {
    axis: 'x',
    sign: side === 'left' ? -1 : 1,
    onClose: () => setOpen(false),
  });
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={overlayContainer}>
        <ModalMask open={isOpen} className={css.mask} onTap={() => setOpen(false)} />
        <ModalContent
          open={isOpen}
          ref={panelRef}
          className={cx(css.panel, side === 'left' ? css.left : undefined)}
          data-side={side}
          {...swipe}
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            // The panel takes the focus once it has been drawn: focusing it at once forced the
            // style and layout of the whole page behind before the tap's first paint.
            afterNextPaint(() => {
              const panel = panelRef.current;
              if (panel && !panel.contains(document.activeElement)) panel.focus();
            });
          }}
        >
          <div className={css.header}>
            {showTitle ? (
              <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
            ) : (
              <>
                <RadixDialog.Title asChild>
                  <VisuallyHidden>{title}</VisuallyHidden>
                </RadixDialog.Title>
                <span className={css.title} />
              </>
            )}
            <RadixDialog.Close asChild>
              <IconButton icon="close" label={closeLabel} />
            </RadixDialog.Close>
          </div>
          <div className={css.body}>{children}</div>
        </ModalContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
