import { useTranslation } from '../../../i18n';
import { EmptyState, GameGrid, Skeleton } from '@playdeck/ui';
import { useHotGames } from '../queries';
import { useGameGrid } from '../useGameGrid';
import { JackpotBanner } from './JackpotBlock';
import * as css from './gameArea.css';

/** The HOT category: the jackpot banner and every hot game. */
export function HotCategory() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const grid = useGameGrid(hot.data?.list ?? [], 'HOT');
  return (
    <div className={css.blocks}>
      <JackpotBanner />
      {hot.isPending ? (
        <Skeleton aspectRatio="3" width="100%" />
      ) : (
        <GameGrid
          {...grid}
          label={t('games.home.hot')}
          empty={<EmptyState icon="flame" titleAs="p" title={t('games.empty.title')} />}
        />
      )}
    </div>
  );
}
