import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { IconButton, JackpotRoller } from '@playdeck/ui';
import { bannerJackpotValue, jackpotStart } from '@playdeck/domain';
import { useJackpotPool } from '../queries';
import { useJackpotTicker } from './useJackpotTicker';
import * as css from './gameArea.css';

/**
 * The home jackpot ticker (spec 2 §2, §9): starts from the server's pool, or a random 1.2-1.3
 * billion when the pool cannot be read, and grows every 3-5 s. A pause control stops it.
 */
export function HomeJackpot() {
  const { t } = useTranslation();
  const pool = useJackpotPool();
  const [paused, setPaused] = useState(false);
  const [fallback] = useState(() => jackpotStart(Math.random));
  const start = pool.data ? pool.data.amount : pool.isError ? fallback : null;
  const value = useJackpotTicker(start, { paused });
  return (
    <section className={css.jackpot} aria-label={t('games.home.jackpot')}>
      <JackpotRoller
        value={value}
        currencySymbol={pool.data?.currencySymbol ?? '₱'}
        label={t('games.home.jackpot')}
        size="md"
      />
      <IconButton
        className={css.jackpotPause}
        icon={paused ? 'play' : 'pause'}
        iconSize="md"
        label={paused ? t('games.home.jackpotPlay') : t('games.home.jackpotPause')}
        onClick={() => setPaused((p) => !p)}
      />
    </section>
  );
}

/** The jackpot banner shown away from home: an amount between 100 million and 1 billion. */
export function JackpotBanner() {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [start] = useState(() => bannerJackpotValue(Math.random));
  const value = useJackpotTicker(start, { paused }) ?? start;
  return (
    <section className={css.jackpot} aria-label={t('games.home.jackpotBanner')}>
      <JackpotRoller
        value={value}
        currencySymbol="₱"
        size="md"
        label={t('games.home.jackpotBanner')}
      />
      <IconButton
        className={css.jackpotPause}
        icon={paused ? 'play' : 'pause'}
        iconSize="md"
        label={paused ? t('games.home.jackpotPlay') : t('games.home.jackpotPause')}
        onClick={() => setPaused((p) => !p)}
      />
    </section>
  );
}
