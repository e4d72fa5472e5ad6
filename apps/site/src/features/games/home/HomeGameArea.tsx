import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPage } from '../../../shell/lazyPage';
import { LoadBoundary } from '../../../shell/LoadBoundary';
import { PageLoading } from '../../../shell/PageStates';
import { HomeBanners, HomeNotices } from './HomeTop';
import * as css from './gameArea.css';

const sections = lazyPage(() => import('./GameSections'));

/**
 * The home game area (spec 2 §2 Home): the banners and the notice line at once, then the game
 * sections (jackpot, category menu, the chosen category, customer service) from their own chunk,
 * so the banners paint and the frame answers before the lobby's code has been run.
 */
export function HomeGameArea() {
  const location = useLocation();
  return (
    <div className={css.area}>
      <HomeBanners />
      <HomeNotices />
      <LoadBoundary part={sections} resetKey={location.key}>
        <Suspense fallback={<PageLoading />}>
          <sections.Page />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
