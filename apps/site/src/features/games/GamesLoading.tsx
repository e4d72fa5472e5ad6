import { Skeleton } from '@playdeck/ui';
import { useTranslation } from '../../i18n';
import * as css from './games.css';

/**
 * A game list's first page on its way: a status and grey tiles in the grid's shape, at least a
 * screen tall, so what follows the list (the footer) stays below the fold until the games are in
 * and a slow answer never draws it on screen and then pushes it away.
 */
export function GamesLoading() {
  const { t } = useTranslation();
  return (
    <div className={css.loadingList}>
      <p role="status" className={css.count}>
        {t('common.loading')}
      </p>
      <div className={css.skeletonGrid} aria-hidden="true">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} aspectRatio="1" width="100%" />
        ))}
      </div>
    </div>
  );
}
