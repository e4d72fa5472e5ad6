import { useTranslation } from '../../i18n';
import { Button, Icon, IconButton } from '@playdeck/ui';
import { useInstalled } from '../../lib/launchContext';
import { useUi } from '../../stores/ui';
import * as styles from './TopBanner.css';

/**
 * The top banner of the home paths: get the app (download bonus up to ₱599), to /m/app. Not shown
 * inside the app or an installed PWA, nor after the player closed it.
 */
export function TopBanner() {
  const { t } = useTranslation();
  const installed = useInstalled();
  const closed = useUi((s) => s.downloadBarClosed);
  const close = useUi((s) => s.closeDownloadBar);
  if (installed || closed) return null;
  return (
    <aside className={styles.banner} aria-label={t('topBanner.label')}>
      <Icon name="download" />
      <div className={styles.text}>
        <span className={styles.title}>{t('topBanner.title')}</span>
        <span className={styles.subtitle}>{t('topBanner.subtitle')}</span>
      </div>
      <Button size="sm" href="/m/app">
        {t('topBanner.download')}
      </Button>
      <IconButton icon="close" iconSize="md" label={t('topBanner.close')} onClick={close} />
    </aside>
  );
}
