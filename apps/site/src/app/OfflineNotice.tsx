import { useTranslation } from '../i18n';
import { Icon } from '@playdeck/ui';
import { useOnline } from '../lib/useOnline';
import * as styles from './OfflineNotice.css';

/** Says the site is offline (navigator.onLine and its events) while it is. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={styles.notice} data-testid="offline-notice">
          <Icon name="warning" size="sm" />
          {t('offline.message')}
        </p>
      )}
    </div>
  );
}
