import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useState, type ReactElement } from 'react';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ProviderLogo, type Provider } from '../ProviderStrip/ProviderLogo';
import * as css from './ProviderPicker.css';

export interface ProviderPickerProps {
  /** Heading of the sheet, e.g. "Providers". */
  title: string;
  providers: readonly Provider[];
  /** The confirmed codes (controlled); the sheet edits a copy of them until Confirm. */
  value?: readonly string[];
  /** The confirmed codes at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Confirm pressed with this choice; the sheet then closes. */
  onValueChange?: (value: string[]) => void;
  /** Reset pressed: the choice is cleared. */
  onReset?: () => void;
  /** Allow several vendors at once; otherwise choosing one replaces the last. */
  multiple?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the picker when pressed. */
  trigger?: ReactElement;
  resetLabel?: string;
  confirmLabel?: string;
  closeLabel?: string;
}

/** Choose game vendors from a grid of logos in a bottom sheet, then reset or confirm. */
export function ProviderPicker({
  title,
  providers,
  value,
  defaultValue = [],
  onValueChange,
  onReset,
  multiple = false,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  resetLabel = 'Reset',
  confirmLabel = 'Confirm',
  closeLabel,
}: ProviderPickerProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ProviderPicker',
  });
  const [selected, setSelected] = useControllableState<readonly string[]>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange && ((next) => onValueChange([...next])),
    caller: 'ProviderPicker',
  });
  const [draft, setDraft] = useState<string[]>(() => [...selected]);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each time the sheet opens, start again from the committed choice.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft([...selected]);
  }

  const toggle = (code: string) =>
    setDraft((d) =>
      d.includes(code) ? d.filter((c) => c !== code) : multiple ? [...d, code] : [code],
    );

  return (
    <BottomSheet
      title={title}
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      closeLabel={closeLabel}
      footer={
        <div className={css.footer}>
          <Button
            tone="secondary"
            block
            onClick={() => {
              setDraft([]);
              onReset?.();
            }}
          >
            {resetLabel}
          </Button>
          <Button
            block
            onClick={() => {
              setSelected(draft);
              setOpen(false);
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <ul className={css.grid}>
        {providers.map((p) => {
          const chosen = draft.includes(p.code);
          return (
            <li key={p.code}>
              <button
                type="button"
                className={css.option}
                aria-pressed={chosen}
                onClick={() => toggle(p.code)}
              >
                <span className={css.logoBox} aria-hidden="true">
                  <ProviderLogo provider={p} />
                </span>
                <span className={css.name}>{p.name}</span>
                {chosen && (
                  <span className={css.check}>
                    <Icon name="check" size="sm" />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
