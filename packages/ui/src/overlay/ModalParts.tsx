import * as RadixDialog from '@radix-ui/react-dialog';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { Presence } from '@radix-ui/react-presence';
import { useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { lockScroll } from './scrollLock';

/*
 * The parts of a modal panel built on Radix's non-modal dialog (`modal={false}` on the Root).
 * Radix's modal dialog also disables pointer events on <body> and hides every sibling with
 * `aria-hidden`: on the tap that opens or closes a panel, that restyles the whole page behind
 * (decision 050, "Taps"). These parts give what it gave, cheaper: a mask that takes the taps and
 * drags, a looping focus trap, `aria-modal` for screen readers, and the counted scroll lock.
 */

/** The mask behind the panel: a tap on it closes the panel (`onTap`); it fades out as it goes. */
export function ModalMask({
  open,
  className,
  onTap,
}: {
  open: boolean;
  className: string;
  onTap: () => void;
}) {
  return (
    <Presence present={open}>
      <div
        className={className}
        data-state={open ? 'open' : 'closed'}
        data-testid="overlay-mask"
        aria-hidden="true"
        onClick={onTap}
      />
    </Presence>
  );
}

export type ModalContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content> & {
  open: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The panel itself: focus stays inside while it is open and goes back to what had it on closing;
 * the page behind does not scroll. A dialog opened from the panel takes the focus without
 * closing it. Focus on opening is the caller's (`onOpenAutoFocus`).
 */
export function ModalContent({ open, ref, ...props }: ModalContentProps) {
  useEffect(() => (open ? lockScroll() : undefined), [open]);
  // What had the focus before the panel: read before the panel's own focus moves it (a layout
  // effect runs before the focus scopes' effects).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [open]);
  return (
    <FocusScope
      ref={ref}
      asChild
      loop
      trapped={open}
      onMountAutoFocus={(e) => e.preventDefault()}
      onUnmountAutoFocus={(e) => {
        e.preventDefault();
        // Back to the opener, unless something has taken the focus since (another panel).
        const active = document.activeElement;
        if (!active || active === document.body || !active.isConnected) opener.current?.focus();
      }}
    >
      <RadixDialog.Content
        aria-modal="true"
        onFocusOutside={(e) => e.preventDefault()}
        {...props}
      />
    </FocusScope>
  );
}
