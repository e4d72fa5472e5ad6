import { useTranslation } from '../../i18n';
import { Icon, type IconName } from '@playdeck/ui';
import { LIST_TABS, type ListMode, type ListTab } from '@playdeck/domain';
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
  onTab: (tab: ListTab) => void;
  /** Leave out tabs (favourites page: no favourite tab of its own). */
  hidden?: readonly ListTab[];
}

/**
 * The list's tabs: all, recent, hot, favourites, filter. They are toggle buttons rather than ARIA
 * tabs because pressing the active one again goes back to all.
 */
export function ListModeTabs({ mode, filterCount, onTab, hidden = [] }: ListModeTabsProps) {
  const { t } = useTranslation();
  return (
    <ul className={css.chipRow} aria-label={t('games.list.tabsLabel')}>
      {LIST_TABS.filter((tab) => !hidden.includes(tab)).map((tab) => (
        <li key={tab}>
          <button
            type="button"
            className={css.chip}
            aria-pressed={mode === tab}
            onClick={() => onTab(tab)}
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
