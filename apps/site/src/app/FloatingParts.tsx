import { useTranslation } from '../i18n';
import { AlertDialog, ConfirmDialog, LoadingOverlay } from '@playdeck/ui';
import { dialogText, useUi } from '../stores/ui';

export { SideMenu } from '../features/home/SideMenu';
export { ReferralPanel } from './ReferralPanel';

/** The first waiting dialog of the popup queue (`showAlert`, `showConfirm` in stores/ui). */
export function QueuedDialog() {
  const { t } = useTranslation();
  const dialog = useUi((s) => s.dialogs[0]);
  const settle = useUi((s) => s.settleDialog);
  if (!dialog) return null;
  const title = dialog.title ? dialogText(dialog.title) : t('app.name');
  if (dialog.kind === 'alert') {
    return (
      <AlertDialog
        key={dialog.id}
        open
        title={title}
        message={dialogText(dialog.message)}
        confirmLabel={dialog.confirmLabel ? dialogText(dialog.confirmLabel) : t('common.ok')}
        onConfirm={() => settle(dialog.id, true)}
        onOpenChange={(open) => (open ? undefined : settle(dialog.id, true))}
      />
    );
  }
  return (
    <ConfirmDialog
      key={dialog.id}
      open
      title={title}
      message={dialogText(dialog.message)}
      cancelLabel={dialog.cancelLabel ? dialogText(dialog.cancelLabel) : t('common.cancel')}
      confirmLabel={dialog.confirmLabel ? dialogText(dialog.confirmLabel) : t('common.confirm')}
      confirmTone={dialog.danger ? 'danger' : 'primary'}
      onConfirm={() => settle(dialog.id, true)}
      onCancel={() => settle(dialog.id, false)}
    />
  );
}

/** The blocking loading overlay (`showLoading`, `hideLoading` in stores/ui). */
export function QueuedLoading() {
  const loading = useUi((s) => s.loading);
  return (
    <LoadingOverlay
      open={loading !== null}
      message={loading?.message ?? ''}
      maxMs={loading?.maxMs ?? 0}
      onTimeout={() => useUi.setState({ loading: null })}
    />
  );
}
