import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Skeleton } from '@playdeck/ui';
import { COUNTDOWN_TICK_MS, countdownText, htmlLangOf, lotteryResultsHref } from '@playdeck/domain';
import { usePreferences } from '../../../stores/preferences';
import { useLotteryGames, useVnLotteryMenu } from '../queries';
import { useGameLaunch } from '../useGameLaunch';
import { Balls } from './Balls';
import { useDrawInfo, useVnResults } from './queries';
import * as css from './lottery.css';
import { QueryFailed } from '../../../shell/QueryStates';

function useDrawTime() {
  const language = usePreferences((s) => s.language);
  return new Intl.DateTimeFormat(htmlLangOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  });
}

/** The time left until `at`, on the server's clock (`serverTime` when it answered). */
function useTimeLeft(at: number, serverTime: number) {
  const [skew] = useState(() => serverTime - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [skew]);
  return at - now;
}

type DrawInfo = NonNullable<ReturnType<typeof useDrawInfo>['data']>;

/** The draw open for bets: its number, a countdown to the close of betting, its time, play. */
function OpenDraw({ d, onClosed }: { d: DrawInfo; onClosed: () => void }) {
  const { t } = useTranslation();
  const when = useDrawTime();
  const { launchLottery } = useGameLaunch();
  const games = useLotteryGames();
  const game = games.data?.list.find((g) => g.gameCode === d.gameCode);
  const left = useTimeLeft(d.closeAt, d.serverTime);
  // The draw closed: ask for the next one (and the new result).
  const closed = left <= 0;
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  return (
    <section className={css.card} aria-labelledby="lottery-open">
      <h2 id="lottery-open" className={css.heading}>
        {d.gameName}
      </h2>
      <div className={css.draw}>
        <p className={css.muted}>{t('lottery.openDraw', { numero: d.numero })}</p>
        <p className={css.countdown} role="timer" aria-label={t('lottery.closesIn')}>
          {countdownText(left)}
        </p>
        <p className={css.muted}>{t('lottery.drawAt', { when: when.format(d.drawAt) })}</p>
      </div>
      {game ? (
        <Button
          icon="play"
          onClick={() =>
            void launchLottery({
              vendor: game.vendor,
              nodeId: game.nodeId,
              gameCode: game.gameCode,
              playTypes: game.playTypes,
            })
          }
        >
          {t('lottery.play', { game: d.gameName })}
        </Button>
      ) : null}
    </section>
  );
}

/** A TCG lottery: the open draw with its countdown and play, then the latest results. */
function TcgDraws({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const info = useDrawInfo(gameCode);
  const when = useDrawTime();
  const { refetch } = info;
  const again = useCallback(() => void refetch(), [refetch]);

  if (info.isPending) return <Skeleton aspectRatio={3} />;
  if (!info.data)
    return <QueryFailed title={t('lottery.failed')} retryTone="secondary" onRetry={again} />;
  const d = info.data;
  return (
    <>
      <OpenDraw key={d.numero} d={d} onClosed={again} />
      <section className={css.card} aria-labelledby="lottery-results">
        <h2 id="lottery-results" className={css.heading}>
          {t('lottery.results')}
        </h2>
        <ol className={css.list}>
          {d.results.map((r) => (
            <li key={r.numero} className={css.row}>
              <div className={css.rowHead}>
                <p className={css.rowTitle}>{t('lottery.draw', { numero: r.numero })}</p>
                <span className={css.muted}>{when.format(r.drawAt)}</span>
              </div>
              <Balls numbers={r.numbers} label={t('lottery.numbersOf', { numero: r.numero })} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** A Vietnamese provincial lottery: every prize tier of its latest draws. */
function VnDraws({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const results = useVnResults(gameCode);
  const when = useDrawTime();
  if (results.isPending) return <Skeleton aspectRatio={3} />;
  if (!results.data)
    return (
      <QueryFailed
        title={t('lottery.failed')}
        retryTone="secondary"
        onRetry={() => void results.refetch()}
      />
    );
  const r = results.data;
  return (
    <>
      <section className={css.card} aria-labelledby="lottery-open">
        <h2 id="lottery-open" className={css.heading}>
          {r.gameName}
        </h2>
        <p className={css.muted}>{t('lottery.nextDraw', { when: when.format(r.nextDrawAt) })}</p>
      </section>
      {r.draws.map((d) => (
        <section
          key={d.numero}
          className={css.card}
          aria-label={t('lottery.draw', { numero: d.drawDate })}
        >
          <h2 className={css.heading}>{t('lottery.draw', { numero: d.drawDate })}</h2>
          <dl className={css.tiers}>
            {d.prizes.map((p) => (
              <div key={p.tier} className={css.tier} data-tier={p.tier}>
                <dt>{t(`lottery.tier.${p.tier}`)}</dt>
                <dd className={css.tierNumbers}>{p.numbers.join(' · ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** Every lottery, to choose whose draws to see. */
function Choose() {
  const { t } = useTranslation();
  const tcg = useLotteryGames();
  const vn = useVnLotteryMenu();
  const games = [
    ...(tcg.data?.list ?? []).map((g) => ({ code: g.gameCode, name: g.gameName })),
    ...(vn.data?.regions ?? []).flatMap((r) =>
      r.games.map((g) => ({ code: g.gameCode, name: `${g.gameName} · ${r.displayName}` })),
    ),
  ];
  if (tcg.isPending && vn.isPending) return <Skeleton aspectRatio={3} />;
  return (
    <section className={css.card} aria-labelledby="lottery-choose">
      <h2 id="lottery-choose" className={css.heading}>
        {t('lottery.choose')}
      </h2>
      <ul className={css.list}>
        {games.map((g) => (
          <li key={g.code}>
            <Link className={css.linkRow} to={lotteryResultsHref(g.code)}>
              {g.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /m/lottery/results (spec 2 §7 "Numero / draw info", `/lgw/vn/numeros/opened/game`): a lottery's
 * open draw (its number, a countdown to the close of betting, the draw time, play) and its latest
 * results; a Vietnamese lottery's latest draws with every prize tier. Without `?gameCode=` it lists
 * the lotteries to choose from.
 */
export default function LotteryResultsPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim().toUpperCase() || null;
  return (
    <div className={css.page}>
      {!gameCode ? (
        <Choose />
      ) : gameCode.startsWith('VN_') ? (
        <VnDraws gameCode={gameCode} />
      ) : (
        <TcgDraws gameCode={gameCode} />
      )}
    </div>
  );
}
