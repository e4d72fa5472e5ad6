import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { glyph, toggle } from './ThemeToggle.css';
import { cx } from '../../theme/cx';

export type ThemeMode = 'dark' | 'light';

export interface ThemeToggleProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'role' | 'aria-checked' | 'aria-label' | 'onChange' | 'value' | 'defaultValue'
> {
  /** The mode the page shows now (controlled). */
  value?: ThemeMode;
  /** The mode at first (uncontrolled). */
  defaultValue?: ThemeMode;
  /** Called with the other mode when the player flips the switch. */
  onValueChange?: (mode: ThemeMode) => void;
  ref?: Ref<HTMLButtonElement>;
  /** Accessible name of the switch, which is on in dark mode, e.g. "Dark mode". */
  label?: string;
}

/** A switch between dark and light mode, showing the moon in dark mode and the sun in light. */
export function ThemeToggle({
  value,
  defaultValue = 'dark',
  onValueChange,
  label = 'Dark mode',
  type = 'button',
  className,
  onClick,
  ...rest
}: ThemeToggleProps) {
  const [mode, setMode] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'ThemeToggle',
  });
  const dark = mode === 'dark';
  return (
    <button
      {...rest}
      type={type}
      role="switch"
      aria-checked={dark}
      aria-label={label}
      className={cx(toggle, className)}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) setMode(dark ? 'light' : 'dark');
      }}
    >
      <Icon name="moon" size="lg" className={glyph} data-current={dark || undefined} />
      <Icon name="sun" size="lg" className={glyph} data-current={!dark || undefined} />
    </button>
  );
}
