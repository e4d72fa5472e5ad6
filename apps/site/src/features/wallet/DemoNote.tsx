import { useTranslation } from '../../i18n';
import { isDemoBuild } from './demo';
import * as styles from './wallet.css';

/** In the demo build: the wallet here is the reference server's; real money is the operator's. */
export function DemoNote() {
  const { t } = useTranslation();
  if (!isDemoBuild) return null;
  return (
    <p className={styles.demoNote} role="note">
      {t('wallet.demoNote')}
    </p>
  );
}
