import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeToggle, type ThemeMode } from './ThemeToggle';

const meta = {
  title: 'Theming/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'dark', onValueChange: fn() },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DarkMode: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onValueChange).toHaveBeenCalledWith('light');
  },
};

export const LightMode: Story = { args: { value: 'light' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('switch')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Flips between the glyphs as a player would see it (the page mode itself follows the toolbar). */
export const Interactive: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState<ThemeMode>(args.value ?? 'dark');
    return (
      <ThemeToggle
        {...args}
        value={mode}
        onValueChange={(next) => {
          setMode(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};
