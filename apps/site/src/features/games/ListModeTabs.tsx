import { startTransition, useOptimistic } from 'react';
import { useTranslation } from '../../i18n';
import { Icon, type IconName } from '@playdeck/ui';
import { LIST_TABS, listModeAfterTab, type ListMode, type ListTab } from '@playdeck/domain';
import * as css from './games.css';

const icons: Record<ListTab, IconName> = {
  all: 'grid',
  recent: 'clock',
  hot: 'flame',
  fav: 'heart',
  filter: 'filter',
};

export interface ListModeTabsProps {
  mode: ListMode;
  /** How many filter fields are set (shown on the filter tab). */
  filterCount: number;
  /** Called in a transition: the list it changes is drawn after the pressed tab. */
  onTab: (tab: ListTab) => void;
  /** Leave out tabs (favourites page: no favourite tab of its own). */
  hidden?: readonly ListTab[];
}

/**
 * The list's tabs: all, recent, hot, favourites, filter. They are toggle buttons rather than ARIA
 * tabs because pressing the active one again goes back to all. A pressed tab shows at once, in a
 * render of this row alone; the list behind it follows in a transition, so the tap's paint does
 * not wait for the whole list to render.
 */
export function ListModeTabs({ mode, filterCount, onTab, hidden = [] }: ListModeTabsProps) {
  const { t } = useTranslation();
  const [shownMode, showMode] = useOptimistic(mode);
  const press = (tab: ListTab) =>
    startTransition(() => {
      showMode(listModeAfterTab(mode, tab));
      onTab(tab);
    });
  return (
    <ul className={css.chipRow} aria-label={t('games.list.tabsLabel')}>
      {LIST_TABS.filter((tab) => !hidden.includes(tab)).map((tab) => (
        <li key={tab}>
          <button
            type="button"
            className={css.chip}
            aria-pressed={shownMode === tab}
            onClick={() => press(tab)}
          >
            <Icon name={icons[tab]} size="sm" />
            {t(`games.list.tab.${tab}`)}
            {tab === 'filter' && filterCount > 0 ? (
              <span className={css.chipCount}>{filterCount}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
