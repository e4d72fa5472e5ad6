import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as css from './LoadingOverlay.css';
import { useOverlayContainer } from '../../theme/overlayContainer';

export interface LoadingOverlayProps {
  open: boolean;
  /** What is happening, e.g. "Loading…"; shown and announced. */
  message: string;
  /**
   * The upper bound in ms (the specs give 3 to 15 s, or 9999 s for SMS, chat and sign-out).
   * Past it the overlay hides itself and calls `onTimeout`, so a lost answer never locks the page.
   */
  maxMs: number;
  onTimeout?: () => void;
}

/**
 * Blocks the page while something finishes: a mask, a spinner and the message. It holds focus
 * and ignores Escape and taps until the caller closes it or its time bound passes.
 */
export function LoadingOverlay({ open, message, maxMs, onTimeout }: LoadingOverlayProps) {
  const overlayContainer = useOverlayContainer();
  const [timedOut, setTimedOut] = useState(false);
  // Each new opening starts a fresh time bound.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTimedOut(false);
  }
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || timedOut || !Number.isFinite(maxMs)) return;
    const id = setTimeout(() => {
      setTimedOut(true);
      onTimeoutRef.current?.();
    }, maxMs);
    return () => clearTimeout(id);
  }, [open, timedOut, maxMs]);

  const visible = open && !timedOut;

  return (
    <RadixDialog.Root open={visible}>
      <RadixDialog.Portal container={overlayContainer}>
        <RadixDialog.Overlay className={css.mask} />
        <RadixDialog.Content
          ref={cardRef}
          className={css.card}
          aria-busy="true"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            cardRef.current?.focus();
          }}
          onEscapeKeyDown={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <Spinner size="lg" />
          <RadixDialog.Title className={css.message} role="status">
            {message}
          </RadixDialog.Title>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
