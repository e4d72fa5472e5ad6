import { useTranslation } from '../../i18n';
import { Button, toast } from '@playdeck/ui';
import { iosDownloadAction, isIosSafari } from '@playdeck/domain';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useInstalled } from '../../lib/launchContext';
import { promptInstall, useCanInstall } from '../../pwa/installPrompt';
import { showAlert } from '../../stores/ui';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import * as styles from './AppDownloadPage.css';

/**
 * /m/app (spec 1 §2, §5): the native app for iPhone and Android from the status download links,
 * the iOS rules (iOS link, else the configuration profile in Safari after a 4 s notice, else "use
 * Safari"), and installing the web app where the browser offers it.
 */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const { downloadLinks, settled } = useSiteConfig();
  const installed = useInstalled();
  const canInstall = useCanInstall();

  const downloadIos = () => {
    const action = iosDownloadAction(downloadLinks, isIosSafari(navigator.userAgent));
    if (action.kind === 'open') window.location.assign(action.url);
    else if (action.kind === 'profile') {
      toast.show(t('appPage.profileNotice'), { duration: action.noticeMs, tone: 'info' });
      window.setTimeout(() => window.location.assign(action.url), action.noticeMs);
    } else {
      void showAlert({
        title: t('appPage.safariTitle'),
        message: t('error.useSafari'),
        confirmLabel: t('common.ok'),
      });
    }
  };

  // The app icon and the download buttons come from the status: until it is in, neither is drawn,
  // so they do not arrive later and push the heading and the rest down.
  if (!settled)
    return (
      <>
        <PageHeader />
        <PageLoading />
      </>
    );

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        {downloadLinks.icon ? (
          <img className={styles.appIcon} src={downloadLinks.icon} alt="" />
        ) : null}
        <h2 className={styles.heading}>{t('appPage.heading')}</h2>
        <p className={styles.body}>{t('appPage.body')}</p>
        {installed ? (
          <p className={styles.hint}>{t('appPage.installed')}</p>
        ) : (
          <div className={styles.actions}>
            {downloadLinks.ios || downloadLinks.mobileConfig ? (
              <Button block size="lg" icon="download" onClick={downloadIos}>
                {t('appPage.ios')}
              </Button>
            ) : null}
            {downloadLinks.android ? (
              <Button block size="lg" icon="download" tone="secondary" href={downloadLinks.android}>
                {t('appPage.android')}
              </Button>
            ) : null}
            {canInstall ? (
              <Button
                block
                size="lg"
                tone="secondary"
                icon="plus"
                onClick={() => void promptInstall()}
              >
                {t('appPage.installWeb')}
              </Button>
            ) : (
              <p className={styles.hint}>
                <strong>{t('appPage.installWeb')}</strong>
                <br />
                {t('appPage.installWebHint')}
              </p>
            )}
          </div>
        )}
      </div>
    </>
  );
}
