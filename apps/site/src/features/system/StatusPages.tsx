import { useTranslation } from '../../i18n';
import * as styles from './StatusPages.css';

/** Status 1 (spec 1 §2): the platform is under maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.title}>
        {t('status.maintenanceTitle')}
      </h1>
      <p className={styles.body}>{t('status.maintenanceBody')}</p>
    </main>
  );
}

/** Status 2: the player's IP or location is blocked. */
export function AccessRestrictedPage({ ip }: { ip?: string | null }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page} aria-labelledby="status-title">
      <h1 id="status-title" className={styles.title}>
        {t('status.restrictedTitle')}
      </h1>
      <p className={styles.body}>{t('status.restrictedBody')}</p>
      {ip ? <p className={styles.body}>{t('status.yourIp', { ip })}</p> : null}
    </main>
  );
}
