import { useSyncExternalStore } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import * as css from './Toast.css';
import { toastStore, type ToastTone } from './toastStore';

const toneGlyph: Record<ToastTone, IconName> = {
  neutral: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'warning',
  info: 'info',
};

export interface ToastViewportProps {
  /** Accessible name of the toast region. */
  label?: string;
}

/**
 * Draws the toasts shown with `toast.show()` above the bottom navigation. Render it once in the
 * page frame. Its live region is always present, so each message is announced as it appears.
 */
export function ToastViewport({ label = 'Notifications' }: ToastViewportProps) {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return (
    <div className={css.viewport} role="status" aria-live="polite" aria-label={label}>
      {items.map((t) => (
        <div key={t.id} className={css.toastItem} data-tone={t.tone}>
          <Icon name={toneGlyph[t.tone]} size="md" className={css.toneIcon[t.tone]} />
          <span>{t.message}</span>
        </div>
      ))}
    </div>
  );
}
