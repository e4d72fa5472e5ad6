import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { Link } from 'react-router-dom';
import { Button, Spinner } from '@playdeck/ui';
import { HOME_ROUTE } from '@playdeck/domain';
import * as styles from './PageStates.css';

/** Shown while a page's code or first data arrives: the page's shape in grey, and a spinner. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.placeholder} role="status" aria-live="polite" data-page-loading="">
      <Spinner label={t('common.loading')} />
      <div className={styles.blockTall} aria-hidden="true" />
      <div className={styles.block} aria-hidden="true" />
      <div className={styles.block} aria-hidden="true" />
    </div>
  );
}

/**
 * The page's code did not arrive (offline, or the site was updated meanwhile). Keeps the loading
 * placeholder, says why, and tries again by itself when the connection returns. Browsers that
 * remember a failed module (Chromium) fail a second try at once: then, online, the site reloads,
 * which fetches the page afresh (and picks up a newer deploy).
 */
export function PageLoadFailed({ onRetry, retried }: { onRetry: () => void; retried: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (retried && navigator.onLine) window.location.reload();
  }, [retried]);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className={styles.state} role="alert">
      <div className={styles.placeholder} aria-hidden="true">
        <div className={styles.blockTall} />
        <div className={styles.block} />
      </div>
      <h1 className={styles.title}>{t('lazyError.title')}</h1>
      <p className={styles.body}>{t('lazyError.body')}</p>
      <Button onClick={onRetry} icon="refresh">
        {t('lazyError.retry')}
      </Button>
    </div>
  );
}

/** A page failed while showing: say so, offer to try again or go home. The frame stays usable. */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.body}>{t('routeError.body')}</p>
      <Button onClick={onRetry} icon="refresh">
        {t('routeError.retry')}
      </Button>
      <Link to={HOME_ROUTE}>{t('common.goHome')}</Link>
    </div>
  );
}
