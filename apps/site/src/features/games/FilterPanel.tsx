import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { BottomSheet, Button, type Provider } from '@playdeck/ui';
import { emptyGameFilter, formatMoney, type GameFilter } from '@playdeck/domain';
import * as css from './games.css';

export interface FilterPanelProps {
  open: boolean;
  /** The filter in force; the panel edits a copy until applied. */
  value: GameFilter;
  classes: readonly { key: string; displayName: string }[];
  minBets: readonly number[];
  minLines: readonly number[];
  providers: readonly Provider[];
  onApply: (filter: GameFilter) => void;
  onClose: () => void;
}

interface OptionGroupProps<V> {
  legend: string;
  options: readonly { value: V; label: string }[];
  isOn: (value: V) => boolean;
  onToggle: (value: V) => void;
}

function OptionGroup<V extends string | number>({
  legend,
  options,
  isOn,
  onToggle,
}: OptionGroupProps<V>) {
  if (options.length === 0) return null;
  return (
    <fieldset className={css.filterGroup}>
      <legend className={css.filterLegend}>{legend}</legend>
      <ul className={css.chipWrap}>
        {options.map((o) => (
          <li key={String(o.value)}>
            <button
              type="button"
              className={css.chip}
              aria-pressed={isOn(o.value)}
              onClick={() => onToggle(o.value)}
            >
              {o.label}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The filter panel (spec 2 §4): classification, min bet, min line and vendor. Reset empties every
 * field; apply sets the filtered list (or all games, when nothing is set) and closes the panel.
 */
export function FilterPanel({
  open,
  value,
  classes,
  minBets,
  minLines,
  providers,
  onApply,
  onClose,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<GameFilter>(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  const pick = <K extends keyof GameFilter>(key: K, next: GameFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: next }));

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('games.filter.title')}
      closeLabel={t('common.close')}
      footer={
        <div className={css.sheetFooter}>
          <Button tone="secondary" block onClick={() => setDraft(emptyGameFilter())}>
            {t('games.filter.reset')}
          </Button>
          <Button block onClick={() => onApply(draft)}>
            {t('games.filter.apply')}
          </Button>
        </div>
      }
    >
      <div className={css.filterBody}>
        <OptionGroup
          legend={t('games.filter.classify')}
          options={classes.map((c) => ({ value: c.key, label: c.displayName }))}
          isOn={(k) => draft.gameClassify === k}
          onToggle={(k) => pick('gameClassify', draft.gameClassify === k ? '' : k)}
        />
        <OptionGroup
          legend={t('games.filter.minBet')}
          options={minBets.map((n) => ({
            value: n,
            label: t('games.money', { amount: formatMoney(n) }),
          }))}
          isOn={(n) => draft.minBet === n}
          onToggle={(n) => pick('minBet', draft.minBet === n ? null : n)}
        />
        <OptionGroup
          legend={t('games.filter.minLine')}
          options={minLines.map((n) => ({ value: n, label: String(n) }))}
          isOn={(n) => draft.minLine === n}
          onToggle={(n) => pick('minLine', draft.minLine === n ? null : n)}
        />
        <OptionGroup
          legend={t('games.filter.vendor')}
          options={providers.map((p) => ({ value: p.code, label: p.name }))}
          isOn={(c) => draft.vassalage.includes(c)}
          onToggle={(c) =>
            pick(
              'vassalage',
              draft.vassalage.includes(c)
                ? draft.vassalage.filter((x) => x !== c)
                : [...draft.vassalage, c],
            )
          }
        />
      </div>
    </BottomSheet>
  );
}
