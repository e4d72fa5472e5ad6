import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Icon, ProviderStrip, type Provider } from '@playdeck/ui';
import { useLazyPart } from '../../lib/lazyPart';
import { lobbySheets } from './LazyLobbySheets';
import * as css from './games.css';

export interface VendorSelectorProps {
  providers: readonly Provider[];
  /** Chosen vendor codes; none = all vendors. */
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

/**
 * The provider selector over a game list: "all", the vendor logos (one tap chooses that vendor),
 * and a picker of every vendor with reset and confirm for choosing several.
 */
export function VendorSelector({ providers, selected, onChange }: VendorSelectorProps) {
  const { t } = useTranslation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const sheets = useLazyPart(lobbySheets, pickerOpen);
  if (providers.length === 0) return null;
  const single = selected.length === 1 ? selected[0] : null;
  const triggerContent = (
    <>
      <Icon name="filter" size="sm" />
      {selected.length > 1
        ? t('games.vendors.chosen', { n: selected.length })
        : t('games.vendors.open')}
    </>
  );
  return (
    <div className={css.vendorSelector}>
      <div className={css.vendorRow}>
        <button
          type="button"
          className={css.chip}
          aria-pressed={selected.length === 0}
          onClick={() => onChange([])}
        >
          {t('games.vendors.all')}
        </button>
        {sheets ? (
          <sheets.ProviderPicker
            title={t('games.vendors.pickerTitle')}
            providers={providers}
            value={selected}
            multiple
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            onValueChange={(codes) => onChange(codes)}
            resetLabel={t('games.vendors.reset')}
            confirmLabel={t('games.vendors.confirm')}
            closeLabel={t('common.close')}
            trigger={
              <button type="button" className={css.chip} aria-haspopup="dialog">
                {triggerContent}
              </button>
            }
          />
        ) : (
          // Until the picker is first opened its code stays away; the same button opens it.
          <button
            type="button"
            className={css.chip}
            aria-haspopup="dialog"
            aria-expanded={false}
            onClick={() => setPickerOpen(true)}
          >
            {triggerContent}
          </button>
        )}
      </div>
      <ProviderStrip
        providers={providers}
        value={single}
        label={t('games.vendors.label')}
        onValueChange={(code) => onChange(single === code ? [] : [code])}
      />
    </div>
  );
}
