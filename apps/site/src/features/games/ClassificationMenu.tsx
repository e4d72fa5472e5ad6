import { startTransition, useOptimistic, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Icon } from '@playdeck/ui';
import {
  CLASSIFY_ALL,
  CLASSIFY_COLLAPSED_COUNT,
  CLASSIFY_NEW,
  classificationAfterChoice,
  classificationMenu,
} from '@playdeck/domain';
import * as css from './games.css';

export interface ClassificationMenuProps {
  classes: readonly { key: string; displayName: string }[];
  /** The entry marked as chosen (ALL, NEW, HOT, FAV, RECENT or a class key). */
  active: string;
  /** Called in a transition: the list it changes is drawn after the chosen entry. */
  onChoose: (key: string) => void;
}

/**
 * All, new and the type's classes; above 4 entries the rest hide behind an expand toggle. A
 * chosen entry shows at once, as the list's tabs do (ListModeTabs); the list follows.
 */
export function ClassificationMenu({
  classes,
  active: activeNow,
  onChoose,
}: ClassificationMenuProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [active, showActive] = useOptimistic(activeNow);
  const choose = (key: string) =>
    startTransition(() => {
      showActive(classificationAfterChoice(key));
      onChoose(key);
    });
  const { entries, expandable } = classificationMenu(classes.map((c) => c.key));
  const names = new Map(classes.map((c) => [c.key.toUpperCase(), c.displayName]));
  const label = (key: string) =>
    key === CLASSIFY_ALL
      ? t('games.classify.all')
      : key === CLASSIFY_NEW
        ? t('games.classify.new')
        : (names.get(key) ?? key);
  // The chosen entry stays visible when the menu is folded.
  const folded = entries.slice(0, CLASSIFY_COLLAPSED_COUNT);
  const shown =
    expandable && !expanded
      ? folded.includes(active) || !entries.includes(active)
        ? folded
        : [...folded.slice(0, -1), active]
      : entries;
  return (
    <ul className={css.chipWrap} aria-label={t('games.classify.label')}>
      {shown.map((key) => (
        <li key={key}>
          <button
            type="button"
            className={css.chip}
            aria-pressed={active === key}
            onClick={() => choose(key)}
          >
            {label(key)}
          </button>
        </li>
      ))}
      {expandable ? (
        <li>
          <button
            type="button"
            className={css.chip}
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded
              ? t('games.classify.fewer')
              : t('games.classify.more', { n: entries.length - shown.length })}
            <Icon name={expanded ? 'chevron-up' : 'chevron-down'} size="sm" />
          </button>
        </li>
      ) : null}
    </ul>
  );
}
