import { useEffect, useState } from 'react';
import { cx } from '@playdeck/ui';
import { useTranslation } from '../i18n';
import { Outlet, useLocation } from 'react-router-dom';
import { useUi } from '../stores/ui';
import { HomeHeader } from '../features/home/HomeHeader';
import { CompactFooter, HomeFooter } from '../features/home/HomeFooter';
import { TopBanner } from '../features/home/TopBanner';
import { DemoBanner } from './DemoBanner';
import { OfflineNotice } from './OfflineNotice';
import { PageHeader } from '../shell/PageHeader';
import { PopupLayer } from './PopupLayer';
import { SiteBottomNav } from './SiteBottomNav';
import { useRouteMeta } from '../shell/routeMeta';
import * as styles from './PageFrame.css';

/**
 * The frame around every page (spec 1 §2 Page frame), driven by the route table: the top banner
 * and home header on the home paths, the top bar where the route shows it, the page, the footer,
 * the bottom menu where the route shows it, and the popup layer. Panels close on navigation.
 */
export function PageFrame() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const closePanels = useUi((s) => s.closePanels);
  const isHome = meta.section === 'home';
  const title = t(`title.${meta.titleKey}`);

  useEffect(() => {
    closePanels();
  }, [pathname, search, closePanels]);

  // Every page after the first fades in over the page transition (300 ms, none under reduced
  // motion); the first page paints at once.
  const [entered, setEntered] = useState({ pathname, count: 0 });
  if (entered.pathname !== pathname) setEntered({ pathname, count: entered.count + 1 });
  const pageEnter = entered.count === 0 ? undefined : entered.count % 2 ? 'a' : 'b';

  // A new page starts at the top; a changed query (filters, tabs) keeps the scroll position.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = isHome ? t('app.name') : `${title} · ${t('app.name')}`;
  }, [isHome, title, t]);

  return (
    <div
      className={cx(styles.frame, meta.showBottomNav && styles.withBottomNav)}
      data-section={meta.section ?? 'page'}
    >
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <DemoBanner />
      {meta.showTopBanner ? <TopBanner /> : null}
      {isHome ? (
        <HomeHeader />
      ) : meta.showTopBar ? (
        <div className={styles.contents} data-frame="top-bar">
          <PageHeader />
        </div>
      ) : null}
      <OfflineNotice />
      <main id="main" tabIndex={-1} className={styles.main} data-page-enter={pageEnter}>
        <Outlet />
      </main>
      <div className={styles.footerSlot}>{isHome ? <HomeFooter /> : <CompactFooter />}</div>
      {meta.showBottomNav ? <SiteBottomNav /> : null}
      <PopupLayer />
    </div>
  );
}
