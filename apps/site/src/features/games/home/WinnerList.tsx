import { useTranslation } from '../../../i18n';
import { formatMoney, sortWinnersByAmount } from '@playdeck/domain';
import { Icon } from '@playdeck/ui';
import { LazySlideCarousel } from '../../../lib/LazySlideCarousel';
import { useWinnerBoard } from '../queries';
import { useGameLaunch } from '../useGameLaunch';
import * as css from './gameArea.css';

/**
 * The winner list (spec 2 §2, a block of its own beside the rolling winner board): the same wins,
 * biggest first (spec 2 §9), as cards three at a time in a carousel that moves on every 8 s with a
 * pause button. A card names the game, the (masked) winner and the amount; a card whose game is
 * known launches it.
 */
export function WinnerList({ title }: { title: string }) {
  const { t } = useTranslation();
  const { data } = useWinnerBoard();
  const { launch } = useGameLaunch();
  const winners = sortWinnersByAmount((data?.list ?? []).map((w) => w.vo));
  if (winners.length === 0) return null;
  return (
    <LazySlideCarousel
      label={title}
      slides={winners.map((w, i) => {
        const amount = t('games.money', { amount: formatMoney(w.winAmount) });
        const body = (
          <>
            <span className={css.winnerArt} aria-hidden="true">
              {w.iconUrl ? (
                <img
                  src={w.iconUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <Icon name="trophy" />
              )}
            </span>
            <span className={css.winnerAmount}>{amount}</span>
            <span className={css.winnerGame}>{w.gameName}</span>
            <span className={css.winnerName}>{w.customerName}</span>
          </>
        );
        const playable = w.nodeId && w.vassalage && w.gameType;
        return {
          id: `${w.nodeId ?? ''}-${w.winTime ?? ''}-${i}`,
          content: playable ? (
            <button
              type="button"
              className={css.winnerCard}
              // The card's visible words first, in their order (WCAG 2.5.3), then what a tap does.
              aria-label={t('games.home.winnerPlay', {
                name: w.customerName,
                amount,
                game: w.gameName,
              })}
              onClick={() =>
                void launch({
                  nodeId: w.nodeId ?? '',
                  vassalage: w.vassalage ?? '',
                  gameType: w.gameType ?? '',
                })
              }
            >
              {body}
            </button>
          ) : (
            <div className={css.winnerCard}>{body}</div>
          ),
        };
      })}
      previousLabel={t('games.carousel.previous', { name: title })}
      nextLabel={t('games.carousel.next', { name: title })}
      pauseLabel={t('games.carousel.pause', { name: title })}
      playLabel={t('games.carousel.play', { name: title })}
      slideLabel={(position, total) => t('games.home.slide', { position, total })}
    />
  );
}
