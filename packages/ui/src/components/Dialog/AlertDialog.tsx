import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

export interface AlertDialogProps {
  title: string;
  message: string;
  /** The one answer, e.g. "OK". */
  confirmLabel: string;
  /** Called on the answer and on Escape. */
  onConfirm?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Tells the person something that needs acknowledging (e.g. "Sent successfully"). */
export function AlertDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
}: AlertDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'AlertDialog',
  });
  return (
    <Dialog
      role="alertdialog"
      title={title}
      open={isOpen}
      onOpenChange={setOpen}
      onEscape={onConfirm}
      // A stray tap beside it should not count as having read it.
      closeOnMaskTap={false}
      actions={<Button onClick={() => (onConfirm?.(), setOpen(false))}>{confirmLabel}</Button>}
    >
      {message}
    </Dialog>
  );
}
