import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Icon, Skeleton } from '@playdeck/ui';
import { htmlLangOf, LOTTERY_ORDERS_ROUTE, lotteryResultsHref, vendorsOf } from '@playdeck/domain';
import { usePreferences } from '../../stores/preferences';
import { useSession } from '../../stores/session';
import {
  useGameCategories,
  useLotteryGames,
  usePopularLotteries,
  useVendorLanes,
  useVnLotteryMenu,
  useVnLotteryRecent,
  type VendorCard,
} from './queries';
import { useGameLaunch } from './useGameLaunch';
import * as css from './games.css';

/** A picture in a fixed 2:1 box; a glyph when there is none or it fails. */
function CardArt({
  src,
  icon = 'gamepad',
}: {
  src?: string | null;
  icon?: 'gamepad' | 'ticket' | 'ball';
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={css.cardArt} aria-hidden="true">
      {src && !failed ? (
        <img
          className={css.cardImage}
          src={src}
          alt=""
          width={320}
          height={160}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon name={icon} size="lg" />
      )}
    </span>
  );
}

function CardsSkeleton() {
  return (
    <div className={css.cardGrid} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} aspectRatio="2" width="100%" />
      ))}
    </div>
  );
}

function NoCards() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="gamepad"
      titleAs="p"
      title={t('games.empty.title')}
      hint={t('games.empty.cardsHint')}
    />
  );
}

/** Sports, esports and cockfight vendors: a card launches the vendor's lobby (or opens its games). */
export function VendorCards({ category, label }: { category: string; label: string }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const { categories, isPending } = useGameCategories();
  const { launch } = useGameLaunch();
  const codes = vendorsOf(categories, category);
  const cards = new Map<string, VendorCard>();
  for (const lane of lanes.data?.data.lanes ?? [])
    for (const card of lane.cards) cards.set(card.vassalage.toUpperCase(), card);
  if (lanes.isPending || isPending) return <CardsSkeleton />;
  const shown = codes.map((c) => cards.get(c)).filter((c): c is VendorCard => c !== undefined);
  if (shown.length === 0) return <NoCards />;
  const launchLobby = (card: VendorCard & { nodeId: string }) =>
    void launch(
      {
        nodeId: card.nodeId,
        gameId: card.gameId,
        vassalage: card.vassalage,
        gameType: card.gameType,
      },
      { category },
    );
  // A card that is a game launches it (an action); any other opens the vendor's games (a link).
  const gamesHref = (card: VendorCard) =>
    `/m/gameList?${new URLSearchParams({ gameType: card.gameType, vassalage: card.vassalage }).toString()}`;
  return (
    <ul className={css.cardGrid} aria-label={label}>
      {shown.map((card) => {
        const inner = (
          <>
            <CardArt src={card.mobileLargeIcon} icon="ball" />
            <span className={css.cardTitle}>{card.displayName}</span>
            <span className={css.cardMeta}>{t('games.cards.playNow')}</span>
          </>
        );
        return (
          <li key={card.vassalage}>
            {card.isGame === 'GAME' && card.nodeId ? (
              <button
                type="button"
                className={css.card}
                onClick={() => launchLobby({ ...card, nodeId: card.nodeId! })}
              >
                {inner}
              </button>
            ) : (
              <Link to={gamesHref(card)} className={css.card}>
                {inner}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function useDrawFormats() {
  const language = usePreferences((s) => s.language);
  const tag = htmlLangOf(language);
  return {
    when: new Intl.DateTimeFormat(tag, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Manila',
    }),
    weekday: (day: number) =>
      new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(
        // 4 January 1970 was a Sunday.
        Date.UTC(1970, 0, 4 + day),
      ),
  };
}

/** A lottery card: picture, name, draw line, one button per play type and its draws' results. */
function LotteryCard({
  title,
  iconUrl,
  meta,
  actions,
  resultsHref,
}: {
  title: string;
  iconUrl?: string | null;
  meta: ReactNode;
  actions: ReactNode;
  /** The lottery's draws and results. */
  resultsHref: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={css.card}>
      <CardArt src={iconUrl} icon="ticket" />
      <span className={css.cardTitle}>{title}</span>
      <span className={css.cardMeta}>{meta}</span>
      <span className={css.cardActions}>{actions}</span>
      <Link
        className={css.cardLink}
        to={resultsHref}
        aria-label={t('games.cards.resultsOf', { name: title })}
      >
        {t('games.cards.results')}
      </Link>
    </div>
  );
}

/** TCG lotto games with their next draw; each launches with the prize mode and a play type. */
export function LotteryCards({ label, limit }: { label: string; limit?: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useLotteryGames();
  const { launchLottery } = useGameLaunch();
  const formats = useDrawFormats();
  if (isPending && !data) return <CardsSkeleton />;
  const games = (data?.list ?? []).slice(0, limit);
  if (games.length === 0) return <NoCards />;
  return (
    <ul className={css.cardGrid} aria-label={label}>
      {games.map((g) => (
        <li key={g.gameCode}>
          <LotteryCard
            title={g.gameName}
            iconUrl={g.iconUrl}
            resultsHref={lotteryResultsHref(g.gameCode)}
            meta={
              g.nextDrawAt == null
                ? null
                : t('games.cards.nextDraw', { when: formats.when.format(g.nextDrawAt) })
            }
            actions={(g.playTypes.length ? g.playTypes : ['trad']).map((playType, _i, all) => {
              const name =
                all.length > 1
                  ? t(`games.cards.playType.${playType === 'ent' ? 'ent' : 'trad'}`)
                  : t('games.cards.play');
              return (
                <Button
                  key={playType}
                  size="sm"
                  tone={playType === 'ent' ? 'secondary' : 'primary'}
                  aria-label={`${name} ${g.gameName}`}
                  onClick={() =>
                    void launchLottery({
                      vendor: g.vendor,
                      nodeId: g.nodeId,
                      gameCode: g.gameCode,
                      playTypes: g.playTypes,
                      playType,
                    })
                  }
                >
                  {name}
                </Button>
              );
            })}
          />
        </li>
      ))}
    </ul>
  );
}

/** The Vietnamese lottery: recent games (with a session), then each region's games. */
export function VnLotteryCards({ label, limit }: { label: string; limit?: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useVnLotteryMenu();
  const signedIn = useSession((s) => s.session !== null);
  const recent = useVnLotteryRecent();
  const { launchLottery } = useGameLaunch();
  const formats = useDrawFormats();
  const id = useId();
  if (isPending && !data) return <CardsSkeleton />;
  const regions = (data?.regions ?? []).filter((r) => r.games.length);
  if (regions.length === 0) return <NoCards />;
  const card = (g: {
    gameCode: string;
    gameName: string;
    nodeId?: string | null;
    iconUrl?: string | null;
    drawDays: number[];
    drawTime: string;
  }) => (
    <li key={g.gameCode}>
      <LotteryCard
        title={g.gameName}
        iconUrl={g.iconUrl}
        resultsHref={lotteryResultsHref(g.gameCode)}
        meta={t('games.cards.drawDays', {
          days: g.drawDays.map(formats.weekday).join(', '),
          time: g.drawTime,
        })}
        actions={
          <Button
            size="sm"
            aria-label={`${t('games.cards.play')} ${g.gameName}`}
            onClick={() =>
              void launchLottery({
                vendor: 'VNLOTTO',
                nodeId: g.nodeId,
                gameCode: g.gameCode,
                playTypes: ['trad'],
              })
            }
          >
            {t('games.cards.play')}
          </Button>
        }
      />
    </li>
  );
  const recentGames = signedIn ? (recent.data?.list ?? []) : [];
  return (
    <div className={css.region} aria-label={label} role="group">
      {recentGames.length ? (
        <section className={css.region} aria-labelledby={`${id}-recent`}>
          <h3 id={`${id}-recent`} className={css.sectionTitle}>
            {t('games.cards.recent')}
          </h3>
          <ul className={css.cardGrid}>{recentGames.slice(0, 2).map(card)}</ul>
        </section>
      ) : null}
      {regions.map((r) => (
        <section key={r.region} className={css.region} aria-labelledby={`${id}-${r.region}`}>
          <h3 id={`${id}-${r.region}`} className={css.sectionTitle}>
            {r.displayName}
          </h3>
          <ul className={css.cardGrid}>{r.games.slice(0, limit).map(card)}</ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Above the lottery list: the member's lottery bets, and the lotteries most played on their open
 * draw (spec 2 §7 `/lgw/games/popular`), each opening its draws.
 */
function LotteryExtras() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.session !== null);
  const popular = usePopularLotteries();
  const id = useId();
  const list = popular.data?.list ?? [];
  return (
    <>
      {signedIn ? (
        <Link className={css.cardLink} to={LOTTERY_ORDERS_ROUTE}>
          <Icon name="ticket" size="sm" />
          {t('games.cards.myBets')}
        </Link>
      ) : null}
      {list.length ? (
        <section className={css.region} aria-labelledby={id}>
          <h3 id={id} className={css.sectionTitle}>
            {t('games.cards.popular')}
          </h3>
          <ul className={css.chipWrap}>
            {list.map((p) => (
              <li key={p.gameCode}>
                <Link className={css.chip} to={lotteryResultsHref(p.gameCode)}>
                  {p.gameName}
                  <span className={css.chipCount}>
                    {t('games.cards.players', { count: p.players })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * The lottery page: the popular draws above the games. Both wait for both answers, so the popular
 * draws do not arrive later and push the games down under a finger.
 */
function LotteryList({ label }: { label: string }) {
  const popular = usePopularLotteries();
  const games = useLotteryGames();
  if (popular.isPending || games.isPending) return <CardsSkeleton />;
  return (
    <>
      <LotteryExtras />
      <LotteryCards label={label} />
    </>
  );
}

/** The card list of a category: vendors for sports, esports and cockfight; lottery games otherwise. */
export function CategoryCards({ category, label }: { category: string; label: string }) {
  const c = category.toUpperCase();
  if (c === 'LOTT') return <LotteryList label={label} />;
  if (c === 'ELOTT') return <VnLotteryCards label={label} />;
  return <VendorCards category={c} label={label} />;
}
