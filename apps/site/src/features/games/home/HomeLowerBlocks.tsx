import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { Link } from 'react-router-dom';
import {
  Accordion,
  Button,
  EmptyState,
  GameGrid,
  Icon,
  Skeleton,
  WinnerBoard,
  type IconName,
} from '@playdeck/ui';
import {
  categoryArea,
  DOMAINS_ROUTE,
  LOBBY_NEWS_ROUTE,
  hasPreviewToggle,
  HOT_PREVIEW_COUNT,
  previewGames,
  type GameCategory,
} from '@playdeck/domain';
import { LazySafeHtml } from '../../../lib/LazySafeHtml';
import { useInstalled } from '../../../lib/launchContext';
import { usePreferences } from '../../../stores/preferences';
import { useSession } from '../../../stores/session';
import { useSiteConfig } from '../../../shell/useSiteConfig';
import { WhenNear } from '../../../lib/WhenNear';
import { LotteryCards, VnLotteryCards } from '../CategoryCards';
import { GameCarousel } from '../GameCarousel';
import { PROVIDER_ROUTE, ProviderCarousel } from '../ProviderRow';
import {
  useCategoryPreview,
  useHotGames,
  useLobbyNews,
  useRecentGames,
  useVendorCards,
  useVendorGames,
  useWinnerBoard,
} from '../queries';
import { useGameGrid } from '../useGameGrid';
import { CATEGORY_PAGES, categoryIcon, categoryLabel } from './categoryInfo';
import { APP_ROUTE } from './HomeTop';
import { useHomeAnnouncements } from './queries';
import { WinnerList } from './WinnerList';
import * as css from './gameArea.css';
import { linkTarget } from '../../../lib/linkTarget';

import { Block, BlockHeader, lowerBlockKeys, type LowerBlockKey } from './HomeBlock';

/** Games of each category the game lists block previews (three per view, three views). */
const PREVIEW_GAMES = 9;
function TilesSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={css.enterGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} aspectRatio="1" width="100%" />
      ))}
    </div>
  );
}
/** Hot games: the first 24, with a toggle to show all or fewer (spec 2 §2). */
function HotBlock() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const [expanded, setExpanded] = useState(false);
  const list = hot.data?.list ?? [];
  const grid = useGameGrid(previewGames(list, expanded, HOT_PREVIEW_COUNT), 'HOT');
  return (
    <Block
      title={t('games.home.hot')}
      icon="flame"
      link="/m/hot-games"
      linkLabel={t('games.home.seeAll')}
    >
      {hot.isPending ? (
        <TilesSkeleton />
      ) : (
        <GameGrid
          {...grid}
          label={t('games.home.hot')}
          empty={<EmptyState icon="flame" titleAs="p" title={t('games.empty.title')} />}
          more={
            hasPreviewToggle(list.length, HOT_PREVIEW_COUNT) ? (
              <Button
                tone="secondary"
                aria-expanded={expanded}
                onClick={() => setExpanded((e) => !e)}
              >
                {expanded
                  ? t('games.home.showFewer')
                  : t('games.home.showAll', { total: list.length })}
              </Button>
            ) : undefined
          }
        />
      )}
    </Block>
  );
}

/** The member's recent games (only with a session and when there are some). */
function RecentBlock() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.session !== null);
  const recent = useRecentGames(6);
  const grid = useGameGrid(recent.data?.list ?? []);
  if (!signedIn || !recent.data?.list.length) return null;
  return (
    <Block title={t('games.home.recent')} icon="clock">
      <GameGrid {...grid} label={t('games.home.recent')} />
    </Block>
  );
}

/** Vendor games: a few games of one RNG vendor, chosen from chips. */
function VendorGamesBlock({ vendors }: { vendors: readonly string[] }) {
  const { t } = useTranslation();
  const language = usePreferences((s) => s.language);
  const cards = useVendorCards();
  const shown = vendors.slice(0, 4);
  const [chosen, setChosen] = useState<string | null>(null);
  const vendor = chosen ?? shown[0] ?? '';
  const games = useVendorGames(vendor, language);
  const grid = useGameGrid(games.data?.games ?? [], 'RNG');
  if (!vendor) return null;
  const q = new URLSearchParams({ gameType: 'RNG', vassalage: vendor });
  return (
    <Block
      title={t('games.home.vendorGames')}
      icon="slots"
      link={`/m/gameList?${q.toString()}`}
      linkLabel={t('games.home.seeAll')}
    >
      <ul className={css.chipRow} aria-label={t('games.vendors.label')}>
        {shown.map((v) => (
          <li key={v}>
            <Button
              size="sm"
              tone={v === vendor ? 'primary' : 'secondary'}
              aria-pressed={v === vendor}
              onClick={() => setChosen(v)}
            >
              {cards.get(v)?.displayName ?? v}
            </Button>
          </li>
        ))}
      </ul>
      {games.isPending ? (
        <TilesSkeleton />
      ) : (
        <GameGrid {...grid} label={cards.get(vendor)?.displayName ?? vendor} />
      )}
    </Block>
  );
}

/**
 * A block whose content is a carousel: the carousel is the landmark (named like the heading), so
 * the block around it is not one more region of the same name.
 */
function CarouselBlock({
  title,
  icon,
  link,
  linkLabel,
  children,
}: {
  title: string;
  icon: IconName;
  link?: string;
  linkLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className={css.block}>
      <BlockHeader title={title} icon={icon} link={link} linkLabel={linkLabel} />
      {children}
    </div>
  );
}

/** One category's first games in a carousel, with a link to its list page. */
function CategoryPreview({ code }: { code: string }) {
  const { t } = useTranslation();
  const preview = useCategoryPreview(code, PREVIEW_GAMES);
  const label = categoryLabel(t, code);
  const games = preview.data?.games ?? [];
  if (!preview.isPending && games.length === 0) return null;
  return (
    <div className={css.preview}>
      <div className={css.blockHeader}>
        <h3 className={css.previewTitle}>
          <Icon name={categoryIcon(code)} size="sm" />
          {label}
        </h3>
        {CATEGORY_PAGES[code] ? (
          <Link className={css.blockLink} to={CATEGORY_PAGES[code]}>
            {t('games.home.seeAllOf', { name: label })}
            <Icon name="chevron-right" size="sm" />
          </Link>
        ) : null}
      </div>
      {preview.isPending ? (
        <TilesSkeleton count={3} />
      ) : (
        <GameCarousel games={games} label={label} category={code} />
      )}
    </div>
  );
}

/**
 * Game lists (spec 2 §2's home blocks): the first games of every category that lists games
 * (slots, live casino, poker, fishing, in-house...), each in a carousel of three per view.
 */
function GameLists({ categories }: { categories: readonly GameCategory[] }) {
  const { t } = useTranslation();
  const codes = categories.map((c) => c.code).filter((code) => categoryArea(code) === 'games');
  if (codes.length === 0) return null;
  return (
    <Block title={t('games.home.gameLists')} icon="gamepad">
      {codes.map((code) => (
        <CategoryPreview key={code} code={code} />
      ))}
    </Block>
  );
}

/** Vendor lists: the slot providers in a carousel, and a link to every provider. */
function VendorLists() {
  const { t } = useTranslation();
  return (
    <CarouselBlock
      title={t('games.providers.title')}
      icon="grid"
      link={PROVIDER_ROUTE}
      linkLabel={t('games.providers.more')}
    >
      <ProviderCarousel gameType="RNG" />
    </CarouselBlock>
  );
}

/** Lobby news: the latest three, each opening on the news page. */
function LobbyNewsBlock() {
  const { t } = useTranslation();
  const news = useLobbyNews(3);
  const list = news.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Block
      title={t('games.home.lobbyNews')}
      icon="megaphone"
      link={LOBBY_NEWS_ROUTE}
      linkLabel={t('games.home.allNews')}
    >
      <ul className={css.newsList}>
        {list.map((n) => (
          <li key={n.id}>
            <Link
              className={css.newsLink}
              to={`${LOBBY_NEWS_ROUTE}?id=${encodeURIComponent(n.id)}`}
            >
              <span className={css.newsLinkTitle}>{n.title}</span>
              <span className={css.newsLinkSummary}>{n.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The winner list: its own block beside the rolling board. */
function WinnerListBlock() {
  const { t } = useTranslation();
  const title = t('games.home.winnerList');
  return (
    <CarouselBlock title={title} icon="crown">
      <WinnerList title={title} />
    </CarouselBlock>
  );
}

/** More games: links to every game list page. */
function MoreGames({ categories }: { categories: readonly GameCategory[] }) {
  const { t } = useTranslation();
  const links: { to: string; label: string; icon: IconName }[] = [
    ...categories
      .filter((c) => CATEGORY_PAGES[c.code])
      .map((c) => ({
        to: CATEGORY_PAGES[c.code] ?? '',
        label: categoryLabel(t, c.code),
        icon: categoryIcon(c.code),
      })),
    { to: '/m/roulette', label: t('title.roulette'), icon: 'dice' },
    { to: '/m/baccarat', label: t('title.baccarat'), icon: 'cards' },
    { to: '/m/hot-games', label: t('title.hotGames'), icon: 'flame' },
    { to: '/m/fav-games', label: t('title.favGames'), icon: 'heart' },
    { to: '/m/provider', label: t('title.provider'), icon: 'grid' },
  ];
  return (
    <Block title={t('games.home.moreGames')} icon="gamepad">
      <ul className={css.linkGrid}>
        {links.map((l) => (
          <li key={l.to}>
            <Link className={css.linkItem} to={l.to}>
              <Icon name={l.icon} size="sm" />
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Hot news: the operator's hot announcements, each opening its text. */
function HotNews() {
  const { t } = useTranslation();
  const { data } = useHomeAnnouncements();
  const hot = data?.hot ?? [];
  if (hot.length === 0) return null;
  return (
    <Block title={t('games.home.news')} icon="megaphone">
      <Accordion
        headingLevel={3}
        items={hot.map((n) => ({
          id: String(n.id),
          header: n.title,
          content: <LazySafeHtml className={css.newsContent} html={n.content} />,
        }))}
      />
    </Block>
  );
}

/** The winner list: 20 biggest wins, biggest first, rolling with a pause control. */
function Winners() {
  const { t } = useTranslation();
  const { data, isPending } = useWinnerBoard();
  const winners = (data?.list ?? []).map((w, i) => ({
    id: `${w.vo.nodeId ?? ''}-${w.vo.winTime ?? i}-${i}`,
    customerName: w.vo.customerName,
    gameName: w.vo.gameName,
    winAmount: w.vo.winAmount,
    iconUrl: w.vo.iconUrl ?? undefined,
  }));
  if (isPending) return <Skeleton height="12em" width="100%" />;
  return (
    <WinnerBoard
      winners={winners}
      title={t('games.home.winners')}
      autoScroll
      pauseLabel={t('games.home.pauseWinners')}
      playLabel={t('games.home.playWinners')}
      emptyText={t('games.home.noWinners')}
    />
  );
}

/** Help: help centre, promotions, customer service and the app. */
function HelpNav() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const installed = useInstalled();
  const items: ReactNode[] = [
    <Link key="help" className={css.linkItem} to="/m/help">
      <Icon name="info" size="sm" />
      {t('title.help')}
    </Link>,
    <Link key="activity" className={css.linkItem} to="/m/activity">
      <Icon name="gift" size="sm" />
      {t('title.activity')}
    </Link>,
    <Link key="domains" className={css.linkItem} to={DOMAINS_ROUTE}>
      <Icon name="globe" size="sm" />
      {t('title.domains')}
    </Link>,
  ];
  if (config.customerServiceUrl)
    items.push(
      <a
        key="cs"
        className={css.linkItem}
        href={config.customerServiceUrl}
        {...linkTarget(config.customerServiceUrl)}
      >
        <Icon name="headset" size="sm" />
        {t('games.home.customerService')}
      </a>,
    );
  if (!installed)
    items.push(
      <Link key="app" className={css.linkItem} to={APP_ROUTE}>
        <Icon name="download" size="sm" />
        {t('title.app')}
      </Link>,
    );
  return (
    <Block title={t('games.home.help')} icon="info">
      <ul className={css.linkGrid}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </Block>
  );
}

/** The download block: the app and its bonus, unless already installed. */
function DownloadBlock() {
  const { t } = useTranslation();
  const installed = useInstalled();
  if (installed) return null;
  return (
    <section className={css.download} aria-label={t('games.home.downloadTitle')}>
      <Icon name="download" size="lg" />
      <div className={css.downloadText}>
        <p className={css.downloadTitle}>{t('games.home.downloadTitle')}</p>
        <p className={css.downloadHint}>{t('games.home.downloadHint')}</p>
      </div>
      <Button size="sm" href={APP_ROUTE}>
        {t('games.home.download')}
      </Button>
    </section>
  );
}
/**
 * Home's blocks below the fold, in their own chunk: it loads once the player starts to use the
 * page (or in the first idle moment), so home is usable before it arrives. Each block is drawn
 * when it comes near the screen (lib/WhenNear).
 */
export function HomeLowerBlocks({ categories }: { categories: readonly GameCategory[] }) {
  const { t } = useTranslation();
  const rng = categories.find((c) => c.code === 'RNG')?.vendors ?? [];
  const lottery = (title: string, link: string, cards: ReactNode) => (
    <Block title={title} icon="ticket" link={link} linkLabel={t('games.home.seeAll')}>
      {cards}
    </Block>
  );
  const draw: Record<LowerBlockKey, () => ReactElement> = {
    hot: () => <HotBlock />,
    recent: () => <RecentBlock />,
    lists: () => <GameLists categories={categories} />,
    providers: () => <VendorLists />,
    vendor: () => <VendorGamesBlock vendors={rng} />,
    lott: () =>
      lottery(
        t('games.home.lottery'),
        '/m/lott',
        <LotteryCards label={t('games.home.lottery')} limit={4} />,
      ),
    elott: () =>
      lottery(
        t('games.home.vietnam'),
        '/m/elott',
        <VnLotteryCards label={t('games.home.vietnam')} limit={2} />,
      ),
    news: () => <HotNews />,
    lobbyNews: () => <LobbyNewsBlock />,
    winners: () => <Winners />,
    winnerList: () => <WinnerListBlock />,
    more: () => <MoreGames categories={categories} />,
    download: () => <DownloadBlock />,
    help: () => <HelpNav />,
  };
  return (
    <>
      {lowerBlockKeys(categories).map((key) => (
        <WhenNear key={key}>{draw[key]()}</WhenNear>
      ))}
    </>
  );
}
