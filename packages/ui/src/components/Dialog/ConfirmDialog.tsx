import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Button, type ButtonProps } from '../Button/Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Called on cancel, Escape or a tap on the mask. */
  onCancel?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `danger` for destructive answers such as signing out. */
  confirmTone?: ButtonProps['tone'];
}

/** Asks a yes/no question (e.g. "Sign out?"). Either answer closes it. */
export function ConfirmDialog({
  title,
  message,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCancel,
  open,
  defaultOpen = false,
  onOpenChange,
  confirmTone = 'primary',
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ConfirmDialog',
  });
  return (
    <Dialog
      role="alertdialog"
      title={title}
      open={isOpen}
      closeOnMaskTap={false}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        setOpen(next);
      }}
      actions={
        <>
          <Button tone="secondary" onClick={() => (onCancel?.(), setOpen(false))}>
            {cancelLabel}
          </Button>
          <Button tone={confirmTone} onClick={() => (onConfirm(), setOpen(false))}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
