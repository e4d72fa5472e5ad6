import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Icon } from '@playdeck/ui';
import { hasBingo, type GameCategory } from '@playdeck/domain';
import { queryActivity } from '../../../api/queryClient';
import { lazyPart, useLazyPart, warmUpWhenIdle } from '../../../lib/lazyPart';
import { hasPlayerStarted, whenPlayerStarts } from '../../../lib/playerStart';
import { reserve } from '../../../lib/WhenNear.css';
import { useVendorGameTypes } from '../queries';
import { categoryIcon, categoryLabel } from './categoryInfo';
import { Block, lowerBlockKeys } from './HomeBlock';
import * as css from './gameArea.css';

// The blocks below the fold arrive in their own chunk once the player starts (or when idle).
const lowerBlocks = lazyPart(() => import('./HomeLowerBlocks'));

/** Game enter: one tile per category, lottery included; a tile shows that category. */
function GameEnter({
  categories,
  onChoose,
}: {
  categories: readonly GameCategory[];
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { data } = useVendorGameTypes();
  const codes = categories.map((c) => c.code);
  if (hasBingo(data?.content)) codes.push('BINGO');
  return (
    <Block title={t('games.home.enter')} icon="grid">
      <ul className={css.enterGrid}>
        {codes.map((code) => (
          <li key={code}>
            <button type="button" className={css.enterTile} onClick={() => onChoose(code)}>
              <Icon name={categoryIcon(code)} size="lg" className={css.enterIcon} />
              {categoryLabel(t, code)}
            </button>
          </li>
        ))}
      </ul>
    </Block>
  );
}
/**
 * Whether the player has started, as a transition: the blocks it brings render in slices after
 * the first tap's paint, not inside it (a tap on the menu waited 40 ms for them at 4x CPU).
 */
function usePlayerStarted(): boolean {
  const [started, setStarted] = useState(hasPlayerStarted);
  useEffect(() => whenPlayerStarts(() => startTransition(() => setStarted(true))), []);
  return started;
}

/** The HOME category: every home block, built from the server's data. */
export function HomeBlocks({
  categories,
  onChoose,
}: {
  categories: readonly GameCategory[];
  onChoose: (code: string) => void;
}) {
  const lower = useLazyPart(lowerBlocks, usePlayerStarted());
  useEffect(() => warmUpWhenIdle(lowerBlocks, queryActivity), []);
  return (
    <div className={css.blocks}>
      <GameEnter categories={categories} onChoose={onChoose} />
      {lower ? (
        <lower.HomeLowerBlocks categories={categories} />
      ) : (
        lowerBlockKeys(categories).map((key) => (
          <div key={key} className={reserve} data-block-waiting="" />
        ))
      )}
    </div>
  );
}
