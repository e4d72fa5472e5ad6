import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { type ReactElement } from 'react';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import * as css from './Picker.css';

export interface PickerOption<V extends string | number = string> {
  value: V;
  label: string;
  description?: string;
  icon?: IconName;
  disabled?: boolean;
}

export interface PickerProps<V extends string | number = string> {
  /** Heading of the sheet, e.g. "Question type". */
  title: string;
  options: readonly PickerOption<V>[];
  /** The chosen value (controlled), marked and announced as pressed; null for none. */
  value?: V | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: V | null;
  /** An option was chosen. */
  onValueChange?: (value: V) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the picker when pressed. */
  trigger?: ReactElement;
  /** Close the sheet once something is chosen. */
  closeOnSelect?: boolean;
  closeLabel?: string;
}

/** Choose one item from a list in a bottom sheet (e.g. the feedback question type). */
export function Picker<V extends string | number = string>({
  title,
  options,
  value,
  defaultValue = null,
  onValueChange,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  closeOnSelect = true,
  closeLabel,
}: PickerProps<V>) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Picker',
  });
  const [selected, setSelected] = useControllableState<V | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
    caller: 'Picker',
  });
  return (
    <BottomSheet
      title={title}
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      closeLabel={closeLabel}
    >
      <ul className={css.list}>
        {options.map((o) => {
          const chosen = o.value === selected;
          return (
            <li key={String(o.value)}>
              <button
                type="button"
                className={css.option}
                aria-pressed={chosen}
                disabled={o.disabled}
                onClick={() => {
                  setSelected(o.value);
                  if (closeOnSelect) setOpen(false);
                }}
              >
                {o.icon && <Icon name={o.icon} />}
                <span className={css.text}>
                  {o.label}
                  {o.description && <span className={css.description}>{o.description}</span>}
                </span>
                {chosen && <Icon name="check" className={css.check} />}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
