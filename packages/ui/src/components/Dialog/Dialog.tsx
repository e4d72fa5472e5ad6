import * as RadixDialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import '../../overlay/scrollLock.css';
import * as css from './Dialog.css';
import { useOverlayContainer } from '../../theme/overlayContainer';
import { Mask } from '../../overlay/Mask';

export interface DialogProps {
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** The body; plain text is read as the dialog's description. */
  children?: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when pressed. */
  trigger?: ReactElement;
  /** `alertdialog` for questions that need an answer (confirm, alert). */
  role?: 'dialog' | 'alertdialog';
  /** Close on Escape. */
  closeOnEscape?: boolean;
  /** Close on a tap on the mask; questions that need an answer turn this off. */
  closeOnMaskTap?: boolean;
  /** Called on Escape (when it closes), before closing. */
  onEscape?: () => void;
  /** Shows a close button in the corner with this accessible name. */
  closeLabel?: string;
}

/**
 * A centred modal: focus stays inside, Escape closes it, focus returns to what opened it. The panel
 * takes focus itself so the title and message are read first.
 */
export function Dialog({
  title,
  children,
  actions,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  role = 'dialog',
  closeOnEscape = true,
  closeOnMaskTap = true,
  onEscape,
  closeLabel,
}: DialogProps) {
  const overlayContainer = useOverlayContainer();
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Dialog',
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const textBody = typeof children === 'string';

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={overlayContainer}>
        <Mask className={css.mask} onTap={closeOnMaskTap ? () => setOpen(false) : undefined} />
        <RadixDialog.Content
          ref={panelRef}
          role={role}
          className={css.panel}
          {...(textBody ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            panelRef.current?.focus();
          }}
          onEscapeKeyDown={(e) => {
            if (!closeOnEscape) e.preventDefault();
            else onEscape?.();
          }}
          onInteractOutside={(e) => {
            if (!closeOnMaskTap) e.preventDefault();
          }}
        >
          <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
          {children !== undefined && (
            <div className={css.body}>
              {textBody ? (
                <RadixDialog.Description className={css.message}>
                  {children}
                </RadixDialog.Description>
              ) : (
                children
              )}
            </div>
          )}
          {actions && <div className={css.actions}>{actions}</div>}
          {closeLabel && (
            <RadixDialog.Close asChild>
              <IconButton icon="close" label={closeLabel} className={css.close} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
