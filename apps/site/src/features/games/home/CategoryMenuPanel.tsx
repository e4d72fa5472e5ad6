import { useTranslation } from '../../../i18n';
import { Icon, SidePanel, type Category } from '@playdeck/ui';
import * as css from './gameArea.css';

export interface CategoryMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
  selected: string;
  onChoose: (code: string) => void;
}

/**
 * The side category menu (spec 2 §2): HOME, HOT and the vendor categories (no lottery) as a panel
 * from the left, beside the horizontal strip; the chosen one is marked. Choosing one shows it (or
 * launches cockfight) and closes the panel.
 */
export function CategoryMenuPanel({
  open,
  onOpenChange,
  categories,
  selected,
  onChoose,
}: CategoryMenuPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      title={t('games.home.menu')}
      showTitle
      closeLabel={t('common.close')}
    >
      <ul className={css.sideMenu}>
        {categories.map((c) => (
          <li key={c.code}>
            <button
              type="button"
              className={css.sideMenuItem}
              aria-current={c.code === selected ? 'true' : undefined}
              onClick={() => {
                onOpenChange(false);
                onChoose(c.code);
              }}
            >
              {c.icon ? <Icon name={c.icon} /> : null}
              {c.label}
            </button>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
