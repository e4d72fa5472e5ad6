import { startTransition, useCallback, useMemo, useReducer } from 'react';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState, GameGrid, Icon, SearchField, type Provider } from '@playdeck/ui';
import {
  activeClassification,
  filterOf,
  formatMoney,
  gameListReducer,
  initialGameListState,
  LOGIN_ROUTE,
  offersFreePlay,
  tabNeedsSession,
  type GameFilterField,
  type GameListStart,
  type GameListState,
  type ListTab,
} from '@playdeck/domain';
import { useSession } from '../../stores/session';
import type { LoginRedirectState } from '../../shell/loginRedirect';
import { ClassificationMenu } from './ClassificationMenu';
import { ListModeTabs } from './ListModeTabs';
import { LazyFilterPanel, useWarmLobbySheets } from './LazyLobbySheets';
import { toTiles, type GameTileItem } from './gameTiles';
import { useGameListPages } from './queries';
import { useFavourites } from './useFavourites';
import { useGameDetails } from './gameDetails';
import { useGameLaunch } from './useGameLaunch';
import { useGameSearch } from './useGameSearch';
import { useLaneOptions } from './useLaneOptions';
import { VendorSelector } from './VendorSelector';
import { GamesLoading } from './GamesLoading';
import * as css from './games.css';
import { QueryFailed } from '../../shell/QueryStates';

export interface GameLobbyProps {
  /** Where the list starts (category, class, vendors, mode). Remount (key) to start over. */
  start: GameListStart;
  /** 35 on the home lobby, 24 on the game list pages. */
  pageSize: number;
  /** Accessible name of the game grid, e.g. "Slots". */
  label: string;
  /** First tiles in view when the page opens (their artwork loads at once); none by default. */
  eagerTiles?: number;
}

function filterCount(s: GameListState): number {
  if (s.mode !== 'filter') return 0;
  return [s.gameClassify, s.minBet, s.minLine, s.vassalage.length || null].filter(
    (v) => v !== '' && v !== null,
  ).length;
}

/** The chips that say which filter fields are on; each one clears its field. */
function ActiveFilters({
  state,
  classes,
  providers,
  onClear,
}: {
  state: GameListState;
  classes: readonly { key: string; displayName: string }[];
  providers: readonly Provider[];
  onClear: (field: GameFilterField) => void;
}) {
  const { t } = useTranslation();
  if (state.mode !== 'filter') return null;
  const names = new Map(providers.map((p) => [p.code, p.name]));
  const chips: { field: GameFilterField; text: string }[] = [];
  if (state.gameClassify)
    chips.push({
      field: 'gameClassify',
      text: classes.find((c) => c.key === state.gameClassify)?.displayName ?? state.gameClassify,
    });
  if (state.minBet !== null)
    chips.push({
      field: 'minBet',
      text: t('games.filter.minBetChip', { amount: formatMoney(state.minBet) }),
    });
  if (state.minLine !== null)
    chips.push({ field: 'minLine', text: t('games.filter.minLineChip', { lines: state.minLine }) });
  if (state.vassalage.length)
    chips.push({
      field: 'vassalage',
      text: state.vassalage.map((v) => names.get(v) ?? v).join(', '),
    });
  return (
    <ul className={css.chipRow} aria-label={t('games.filter.active')}>
      {chips.map((c) => (
        <li key={c.field}>
          <button
            type="button"
            className={css.chip}
            aria-label={t('games.filter.clear', { name: c.text })}
            onClick={() => onClear(c.field)}
          >
            {c.text}
            <Icon name="close" size="sm" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shared game list (spec 2 §2 "Game list pages", §4): tabs all / recent / hot / favourites /
 * filter, a provider selector, the classification menu, a debounced search, the filter panel, the
 * games with favourite hearts and free play, "More" and an empty state. Every change goes back to
 * page 1; the state lives in the domain reducer.
 */
export function GameLobby({ start, pageSize, label, eagerTiles = 0 }: GameLobbyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => s.session !== null);
  const [state, dispatch] = useReducer(gameListReducer, start, initialGameListState);
  const options = useLaneOptions(state.category, state.gameType, state.baseVendors);
  const list = useGameListPages(state, pageSize);
  const favourites = useFavourites();
  const { launch } = useGameLaunch();
  useWarmLobbySheets();
  const search = useGameSearch(
    useCallback((gameName: string) => dispatch({ type: 'search', gameName }), []),
  );

  const toLogin = () => {
    const from: LoginRedirectState = { from: location.pathname + location.search };
    void navigate(LOGIN_ROUTE, { state: from });
  };

  const onTab = (tab: ListTab) => {
    // Leaving a tab that needs a session is always fine; entering one needs a session.
    if (tab !== state.mode && tabNeedsSession(tab) && !signedIn) return toLogin();
    dispatch({ type: 'tab', tab });
    if (tab !== 'filter' || state.mode === 'filter') search.reset();
  };

  const onClassify = (key: string) => {
    const mode = key === 'FAV' ? 'fav' : key === 'RECENT' ? 'recent' : null;
    if (mode && !signedIn) return toLogin();
    dispatch({ type: 'classify', key });
  };

  const tiles = useMemo(
    () =>
      toTiles(list.games, favourites.ids, {
        hotLabel: t('games.tile.hot'),
        freePlayLabel: t('games.tile.freePlay'),
        favouriteLabel: (name) => t('games.tile.favourite', { name }),
      }),
    [list.games, favourites.ids, t],
  );

  const onLaunch = useCallback(
    (tile: GameTileItem) => void launch(tile.game, { category: state.category || undefined }),
    [launch, state.category],
  );
  const showDetails = useGameDetails((s) => s.show);
  const onDetails = useCallback(
    (tile: GameTileItem) => showDetails(tile.game, state.category || undefined),
    [showDetails, state.category],
  );
  const onFreePlay = useCallback(
    (tile: GameTileItem) =>
      void launch(tile.game, { freePlay: true, category: state.category || undefined }),
    [launch, state.category],
  );

  const empty = (
    <EmptyState
      icon="gamepad"
      titleAs="p"
      title={t('games.empty.title')}
      hint={state.mode === 'fav' ? t('games.empty.favHint') : t('games.empty.hint')}
      action={
        state.mode !== 'all' || state.gameName || state.vassalage.length || state.gameClassify ? (
          <Button
            tone="secondary"
            onClick={() => {
              search.reset();
              dispatch({ type: 'restart', start: { category: start.category } });
            }}
          >
            {t('games.empty.showAll')}
          </Button>
        ) : undefined
      }
    />
  );

  const loading = <GamesLoading />;
  // The vendors and classes decide how tall the controls above the games are: until they are in,
  // neither the controls nor the games are drawn, so nothing moves under a finger when they come.
  if (options.isPending && !list.isError)
    return (
      <div className={css.lobby}>
        <ListModeTabs mode={state.mode} filterCount={filterCount(state)} onTab={onTab} />
        {loading}
      </div>
    );

  return (
    <div className={css.lobby}>
      <ListModeTabs mode={state.mode} filterCount={filterCount(state)} onTab={onTab} />
      <VendorSelector
        providers={options.providers}
        selected={state.vassalage}
        onChange={(vendors) => dispatch({ type: 'vendors', vendors })}
      />
      {/* All and new are always offered, also for a type without classes (spec 2 §2). */}
      <ClassificationMenu
        classes={options.classes}
        active={activeClassification(state)}
        onChoose={onClassify}
      />
      <SearchField
        label={t('games.search.label')}
        placeholder={t('games.search.placeholder')}
        clearLabel={t('games.search.clear')}
        maxLength={60}
        {...search}
      />
      <ActiveFilters
        state={state}
        classes={options.classes}
        providers={options.providers}
        onClear={(field) => dispatch({ type: 'clearFilterField', field })}
      />
      {list.isError && list.games.length === 0 ? (
        <QueryFailed
          titleAs="p"
          title={t('games.error.title')}
          retryTone="secondary"
          onRetry={list.refetch}
        />
      ) : list.isFirstLoad ? (
        loading
      ) : (
        <GameGrid
          games={tiles}
          label={label}
          eagerTiles={eagerTiles}
          virtualise
          onLaunch={onLaunch}
          onDetails={onDetails}
          onToggleFavourite={(tile) => favourites.toggle(tile.game)}
          onFreePlay={onFreePlay}
          offersFreePlay={(tile) => offersFreePlay(tile.game)}
          empty={empty}
          more={
            list.hasMore || (list.isPending && state.page > 1) ? (
              <Button
                tone="secondary"
                loading={list.isPending}
                loadingLabel={t('common.loading')}
                onClick={() => dispatch({ type: 'more' })}
              >
                {t('games.more')}
              </Button>
            ) : undefined
          }
        />
      )}
      <LazyFilterPanel
        open={state.filterOpen}
        value={filterOf(state)}
        classes={options.classes}
        minBets={options.minBets}
        minLines={options.minLines}
        providers={options.providers}
        onApply={(filter) => {
          // The sheet closes at once; the filtered list follows without holding up that paint.
          dispatch({ type: 'closeFilter' });
          startTransition(() => dispatch({ type: 'applyFilter', filter }));
        }}
        onClose={() => dispatch({ type: 'closeFilter' })}
      />
    </div>
  );
}
