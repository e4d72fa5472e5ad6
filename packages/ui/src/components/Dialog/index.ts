export { Dialog, type DialogProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
