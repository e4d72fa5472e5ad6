import { useTranslation } from 'react-i18next';
import { AlertDialog, ConfirmDialog, LoadingOverlay, ToastViewport } from '@playdeck/ui';
import { useUi } from '../stores/ui';
import { SideMenu } from '../features/home/SideMenu';
import { ReferralPanel } from './ReferralPanel';

/** The first waiting dialog of the popup queue (`showAlert`, `showConfirm` in stores/ui). */
function QueuedDialog() {
  const { t } = useTranslation();
  const dialog = useUi((s) => s.dialogs[0]);
  const settle = useUi((s) => s.settleDialog);
  if (!dialog) return null;
  const title = dialog.title ?? t('common.prompt');
  if (dialog.kind === 'alert') {
    return (
      <AlertDialog
        key={dialog.id}
        open
        title={title}
        message={dialog.message}
        confirmLabel={dialog.confirmLabel ?? t('common.ok')}
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
      message={dialog.message}
      cancelLabel={dialog.cancelLabel ?? t('common.cancel')}
      confirmLabel={dialog.confirmLabel ?? t('common.confirm')}
      confirmTone={dialog.danger ? 'danger' : 'primary'}
      onConfirm={() => settle(dialog.id, true)}
      onCancel={() => settle(dialog.id, false)}
    />
  );
}

function QueuedLoading() {
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

/**
 * Everything that floats over the page, present on every page (spec 1 §2): the dialog queue, the
 * loading overlay, toasts, the side menu and the referral panel.
 */
export function PopupLayer() {
  const { t } = useTranslation();
  return (
    <>
      <SideMenu />
      <ReferralPanel />
      <QueuedDialog />
      <QueuedLoading />
      <ToastViewport label={t('app.notifications')} />
    </>
  );
}
