import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { CategoryStrip, cx, IconButton } from '@playdeck/ui';
import {
  categoryArea,
  chooseCategory,
  homeMenuCategories,
  LOBBY_PAGE_SIZE,
} from '@playdeck/domain';
import { queryActivity } from '../../../api/queryClient';
import { lazyPart, useLazyPart, warmUpWhenIdle } from '../../../lib/lazyPart';
import { PageLoading } from '../../../shell/PageStates';
import { useUi } from '../../../stores/ui';
import { GameDetailsSlot } from '../GameDetailsSlot';
import { useGameCategories, useVendorCards } from '../queries';
import { useGameLaunch } from '../useGameLaunch';
import { categoryIcon, categoryLabel } from './categoryInfo';
import { FloatingService } from './FloatingService';
import { HomeBlocks } from './HomeBlocks';
import { HomeJackpot } from './JackpotBlock';
import * as css from './gameArea.css';

// The side category menu (a Radix dialog) loads the first time it opens. Home opens on HOME:
// the other categories' areas load when first chosen, or in the first idle moment.
const categoryPanel = lazyPart(() => import('./CategoryMenuPanel'));
const lobbyArea = lazyPart(() => import('../GameLobby'));
const hotArea = lazyPart(() => import('./HotCategory'));
const cardsArea = lazyPart(() => import('../CategoryCards'));

/**
 * Home's game sections below the banners and the notice line (spec 2 §2 Home): the jackpot, the
 * category menu (HOME, HOT and the vendor categories, lottery left out) as a strip and, from the
 * button beside it, as a side menu from the left, and the chosen category's area, with floating
 * customer service. COCKFIGHT launches its first vendor instead of opening an
 * area. Its own chunk: home is usable (frame, menus, banners, notices) before it arrives.
 */
export default function GameSections() {
  const { t } = useTranslation();
  const panelId = useId();
  const { categories } = useGameCategories();
  const cards = useVendorCards();
  const { launch } = useGameLaunch();
  const selected = useUi((s) => s.homeCategory);
  const setSelected = useUi((s) => s.setHomeCategory);
  const [panelOpen, setPanelOpen] = useState(false);
  const panel = useLazyPart(categoryPanel, panelOpen);
  const area = categoryArea(selected);
  const lobby = useLazyPart(lobbyArea, area === 'games');
  const hot = useLazyPart(hotArea, area === 'hot');
  const cardsPart = useLazyPart(cardsArea, area === 'cards');
  useEffect(() => {
    const cancels = [lobbyArea, hotArea, cardsArea].map((p) => warmUpWhenIdle(p, queryActivity));
    return () => cancels.forEach((cancel) => cancel());
  }, []);

  const choose = (code: string) => {
    const choice = chooseCategory(code, categories);
    if (choice.kind === 'launchVendor') {
      const card = cards.get(choice.vendor);
      if (card?.nodeId) {
        void launch(
          {
            nodeId: card.nodeId,
            gameId: card.gameId,
            vassalage: card.vassalage,
            gameType: card.gameType,
          },
          { category: 'COCKFIGHT' },
        );
        return;
      }
    }
    setSelected(choice.kind === 'show' ? choice.code : code);
    if (typeof window !== 'undefined')
      document.getElementById(panelId)?.scrollIntoView?.({ block: 'nearest' });
  };

  const menu = homeMenuCategories(categories).map((code) => ({
    code,
    label: categoryLabel(t, code),
    icon: categoryIcon(code),
  }));
  const title = categoryLabel(t, selected);

  return (
    <>
      <HomeJackpot />
      <div className={cx(css.menu, css.menuRow)}>
        <IconButton
          icon="grid"
          label={t('games.home.allCategories')}
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        />
        <CategoryStrip
          categories={menu}
          value={selected}
          onValueChange={choose}
          label={t('games.home.menu')}
          controls={panelId}
        />
      </div>
      {panel ? (
        <panel.CategoryMenuPanel
          open={panelOpen}
          onOpenChange={setPanelOpen}
          categories={menu}
          selected={selected}
          onChoose={choose}
        />
      ) : null}
      <div id={panelId} role="tabpanel" aria-label={title}>
        {area === 'home' ? (
          <HomeBlocks categories={categories} onChoose={choose} />
        ) : area === 'hot' ? (
          hot ? (
            <hot.HotCategory />
          ) : (
            <PageLoading />
          )
        ) : area === 'cards' ? (
          cardsPart ? (
            <div className={css.blocks}>
              <cardsPart.CategoryCards category={selected} label={title} />
            </div>
          ) : (
            <PageLoading />
          )
        ) : area === 'games' ? (
          lobby ? (
            <lobby.GameLobby
              key={selected}
              start={{ category: selected }}
              pageSize={LOBBY_PAGE_SIZE}
              label={title}
            />
          ) : (
            <PageLoading />
          )
        ) : null}
      </div>
      <FloatingService />
      <GameDetailsSlot />
    </>
  );
}
