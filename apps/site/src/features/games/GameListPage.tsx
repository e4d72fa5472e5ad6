import { useTranslation } from '../../i18n';
import { useLocation, useSearchParams } from 'react-router-dom';
import { gameListRouteOf, LIST_PAGE_SIZE, PROVIDER_PAGE } from '@playdeck/domain';
import { lazyPart, useLazyPart } from '../../lib/lazyPart';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import { useRouteMeta } from '../../shell/routeMeta';
import { GameLobby } from './GameLobby';
import { GameDetailsSlot } from './GameDetailsSlot';
import { useGameCategories, useVendorLanes } from './queries';
import * as css from './games.css';

/** Two rows of three: the tiles a phone shows when a game list opens, loaded first. */
const TILES_IN_FIRST_VIEW = 6;

// Most list paths show games: the cards (sports, esports, lottery) and the provider page's
// providers load only on their own paths.
const cardsPart = lazyPart(() => import('./CategoryCards'));
const providersPart = lazyPart(() => import('./ProviderRow'));

/**
 * The shared game list screen (spec 2 §2): /m/gameList?gameType= and the category paths (live,
 * poker, sport, slot, fishing, esport, roulette, baccarat, inHouse, fav, provider, lott, elott).
 * The path or the `gameType` query picks the category; `type` and `vassalage` narrow it. Sports,
 * esports and lottery show cards; the provider page adds every category's providers. A long press
 * on a tile opens the game's details.
 */
export default function GameListPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const route = gameListRouteOf(pathname, params);
  const title = t(`title.${meta.titleKey}`);
  const providerPage = pathname.replace(/\/+$/, '') === PROVIDER_PAGE;
  const category = route.start.category ?? '';
  const cards = useLazyPart(cardsPart, route.view === 'cards');
  const providers = useLazyPart(providersPart, providerPage);
  // The provider page's providers sit above its games: both wait for the providers' code, the
  // categories and the vendors' logos, so the providers do not arrive or grow later and push the
  // games down.
  const categories = useGameCategories();
  const vendorLogos = useVendorLanes();
  if (providerPage && (!providers || categories.isPending || vendorLogos.isPending))
    return (
      <>
        {meta.showTopBar ? null : <PageHeader />}
        <PageLoading />
      </>
    );
  return (
    <>
      {meta.showTopBar ? null : <PageHeader />}
      {providerPage && providers ? (
        <div className={css.lobby}>
          <providers.AllProviders
            gameType={category}
            vendor={params.get('vassalage')?.trim().toUpperCase() || null}
          />
        </div>
      ) : null}
      {route.view === 'cards' ? (
        <div className={css.lobby}>
          {cards ? <cards.CategoryCards category={category} label={title} /> : <PageLoading />}
        </div>
      ) : (
        <GameLobby
          key={pathname + search}
          start={route.start}
          pageSize={LIST_PAGE_SIZE}
          label={providerPage ? t('games.providers.games') : title}
          eagerTiles={TILES_IN_FIRST_VIEW}
        />
      )}
      <GameDetailsSlot />
    </>
  );
}
