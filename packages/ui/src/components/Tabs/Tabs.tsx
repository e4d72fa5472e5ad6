import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import * as css from './Tabs.css';
import { cx } from '../../theme/cx';

export interface TabItem {
  value: string;
  label: string;
  icon?: IconName;
  disabled?: boolean;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers, e.g. "Login method". */
  label: string;
  /** `underline` for page sections, `segmented` for a two or three way switch. */
  variant?: 'underline' | 'segmented';
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs with the keyboard behaviour people expect: arrows move between tabs and select them, Home
 * and End jump, Tab moves into the panel. Long lists scroll sideways.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  variant = 'underline',
  className,
  ref,
}: TabsProps) {
  return (
    <RadixTabs.Root
      ref={ref}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={cx(css.root, className)}
    >
      <RadixTabs.List aria-label={label} className={css.list({ variant })}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={css.trigger({ variant })}
          >
            {item.icon && <Icon name={item.icon} size="sm" />}
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={css.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
