import { useState } from 'react';
import { useTranslation } from '../i18n';
import { IconButton } from '@playdeck/ui';
import { LocalKey, local } from '../stores/storageKeys';
import * as styles from './DemoBanner.css';

/**
 * Says, once and dismissibly, that this site runs on the reference server (a demo build,
 * `PLAYDECK_DEMO`): its money is play money. Never part of a page's own copy (issue 24); a real
 * operator's build (`PLAYDECK_MERCHANT`) never shows it.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => local.get(LocalKey.demoBannerClosed) === '1');
  if (!__PLAYDECK_DEMO__ || closed) return null;
  return (
    <aside className={styles.banner} aria-label={t('demo.label')}>
      <p className={styles.text}>{t('demo.text')}</p>
      <IconButton
        icon="close"
        iconSize="md"
        label={t('demo.close')}
        onClick={() => {
          local.set(LocalKey.demoBannerClosed, '1');
          setClosed(true);
        }}
      />
    </aside>
  );
}
