import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { BottomSheet, Button, Icon } from '@playdeck/ui';
import type { Game } from '@playdeck/contract';
import { formatMoney, gameShowsFavourite, offersFreePlay } from '@playdeck/domain';
import { categoryLabel } from './home/categoryInfo';
import { useGameDetails } from './gameDetails';
import { useFavourites } from './useFavourites';
import { useGameLaunch } from './useGameLaunch';
import * as css from './games.css';

function Artwork({ game }: { game: Game }) {
  const [failed, setFailed] = useState(false);
  const src = game.iconUrl ?? game.showIcon;
  return (
    <span className={css.detailsArt} aria-hidden="true">
      {src && !failed ? (
        <img
          className={css.detailsImage}
          src={src}
          alt=""
          width={160}
          height={160}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon name="gamepad" size="lg" />
      )}
    </span>
  );
}

/**
 * A game's details (spec 2 §2, issue 27: a long press of 370 ms on a tile): its artwork, vendor,
 * type, minimum bet and lines, the favourite heart (not on lottery games), and play or try (free
 * play, where the game has it). Play and try close the sheet and launch as a tap would.
 */
export function GameDetailsSheet() {
  const { t } = useTranslation();
  const shown = useGameDetails((s) => s.shown);
  const close = useGameDetails((s) => s.close);
  const favourites = useFavourites();
  const { launch } = useGameLaunch();
  if (!shown) return null;
  const { game, category } = shown;
  const favourite = favourites.ids.has(String(game.nodeId));
  const vendor = game.displayName ?? game.vassalage;
  const run = (freePlay: boolean) => {
    close();
    void launch(game, { freePlay, category });
  };
  const facts: [string, string][] = [
    [t('gameDetails.vendor'), vendor],
    [t('gameDetails.type'), categoryLabel(t, category || game.gameType)],
  ];
  if (game.minBet !== null && game.minBet !== undefined)
    facts.push([t('gameDetails.minBet'), t('games.money', { amount: formatMoney(game.minBet) })]);
  if (game.minLine) facts.push([t('gameDetails.minLine'), String(game.minLine)]);
  return (
    <BottomSheet
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={game.gameName}
      description={t('gameDetails.by', { vendor })}
      closeLabel={t('common.close')}
      footer={
        <div className={css.detailsActions}>
          {offersFreePlay(game) ? (
            <Button tone="secondary" block onClick={() => run(true)}>
              {t('gameDetails.try')}
            </Button>
          ) : null}
          <Button block icon="play" onClick={() => run(false)}>
            {t('gameDetails.play')}
          </Button>
        </div>
      }
    >
      <div className={css.details}>
        <Artwork game={game} />
        <dl className={css.detailsFacts}>
          {facts.map(([term, value]) => (
            <div key={term} className={css.detailsFact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {gameShowsFavourite(game.gameType) ? (
          <Button
            tone="secondary"
            icon={favourite ? 'heart-filled' : 'heart'}
            aria-pressed={favourite}
            onClick={() => favourites.toggle(game)}
          >
            {favourite ? t('gameDetails.favourite') : t('gameDetails.addFavourite')}
          </Button>
        ) : null}
      </div>
    </BottomSheet>
  );
}
