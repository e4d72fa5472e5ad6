import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button, EmptyState, GameGrid, SearchField } from '@playdeck/ui';
import { filterGamesByName, LIST_PAGE_SIZE, offersFreePlay } from '@playdeck/domain';
import { PageHeader } from '../../shell/PageHeader';
import { useRouteMeta } from '../../shell/routeMeta';
import { toTiles } from './gameTiles';
import { useHotGames } from './queries';
import { useFavourites } from './useFavourites';
import { useGameLaunch } from './useGameLaunch';
import { useGameSearch } from './useGameSearch';
import { useGameDetails } from './gameDetails';
import { GameDetailsSlot } from './GameDetailsSlot';
import { GamesLoading } from './GamesLoading';
import * as css from './games.css';

/**
 * /m/hot-games (spec 2 §2): every hot game with a search by name on the device (ignoring case; an
 * empty text shows the whole list again), 24 at a time with a progress count.
 */
export default function HotGamesPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const hot = useHotGames();
  const favourites = useFavourites();
  const showDetails = useGameDetails((s) => s.show);
  const { launch } = useGameLaunch();
  const [query, setQuery] = useState('');
  const [shownCount, setShownCount] = useState(LIST_PAGE_SIZE);
  const search = useGameSearch((text) => {
    setQuery(text);
    setShownCount(LIST_PAGE_SIZE);
  });
  const matches = useMemo(() => filterGamesByName(hot.data?.list ?? [], query), [hot.data, query]);
  const shown = matches.slice(0, shownCount);
  const tiles = useMemo(
    () =>
      toTiles(shown, favourites.ids, {
        hotLabel: t('games.tile.hot'),
        freePlayLabel: t('games.tile.freePlay'),
        favouriteLabel: (name) => t('games.tile.favourite', { name }),
      }),
    [shown, favourites.ids, t],
  );

  return (
    <>
      {meta.showTopBar ? null : <PageHeader />}
      <div className={css.lobby}>
        <SearchField
          label={t('games.search.label')}
          placeholder={t('games.search.placeholder')}
          clearLabel={t('games.search.clear')}
          maxLength={60}
          {...search}
        />
        {hot.isPending ? (
          <GamesLoading />
        ) : (
          <>
            <p className={css.count} role="status">
              {t('games.hot.progress', { shown: shown.length, total: matches.length })}
            </p>
            <progress
              className={css.progress}
              max={Math.max(1, matches.length)}
              value={shown.length}
              aria-label={t('games.hot.progressLabel')}
            />
            <GameGrid
              games={tiles}
              label={t('title.hotGames')}
              onLaunch={(tile) => void launch(tile.game)}
              onDetails={(tile) => showDetails(tile.game, 'HOT')}
              onToggleFavourite={(tile) => favourites.toggle(tile.game)}
              onFreePlay={(tile) => void launch(tile.game, { freePlay: true })}
              offersFreePlay={(tile) => offersFreePlay(tile.game)}
              empty={
                <EmptyState
                  icon="search"
                  titleAs="p"
                  title={t('games.empty.title')}
                  hint={query ? t('games.hot.noMatch', { text: query }) : t('games.empty.hint')}
                />
              }
              more={
                shown.length < matches.length ? (
                  <Button tone="secondary" onClick={() => setShownCount((n) => n + LIST_PAGE_SIZE)}>
                    {t('games.more')}
                  </Button>
                ) : undefined
              }
            />
          </>
        )}
      </div>
      <GameDetailsSlot />
    </>
  );
}
