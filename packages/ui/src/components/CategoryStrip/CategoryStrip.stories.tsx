import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { CategoryStrip, type Category } from './CategoryStrip';

const categories: Category[] = [
  { code: 'HOME', label: 'Home', icon: 'home' },
  { code: 'HOT', label: 'Hot', icon: 'flame' },
  { code: 'RNG', label: 'Slots', icon: 'slots' },
  { code: 'LIVE', label: 'Live', icon: 'cards' },
  { code: 'FISH', label: 'Fishing', icon: 'fish' },
  { code: 'COCKFIGHT', label: 'Sabong', icon: 'rooster' },
  { code: 'SPORTS', label: 'Sports', icon: 'ball' },
  { code: 'PVP', label: 'Poker', icon: 'cards' },
  { code: 'LOTT', label: 'Lottery', icon: 'ticket' },
  { code: 'ESPORTS', label: 'Esports', icon: 'gamepad' },
];

const meta = {
  title: 'Product/CategoryStrip',
  component: CategoryStrip,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    categories,
    value: 'HOME',
    onValueChange: fn(),
    label: 'Game categories',
    reducedMotion: true,
  },
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: vars.size.columnMax,
          marginInline: 'auto',
          paddingBlock: vars.space.s16,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeSelected: Story = {};
/** A category far along the strip is scrolled to the middle on load. */
export const FarCategorySelected: Story = { args: { value: 'LOTT' } };
export const WithoutIcons: Story = {
  args: { categories: categories.map(({ code, label }) => ({ code, label })) },
};
/** Choosing works for real here. */
export const Choosing: Story = {
  render: function Choosing(args) {
    const [selected, setSelected] = useState(args.value);
    return (
      <CategoryStrip
        {...args}
        value={selected}
        onValueChange={(code) => {
          args.onValueChange?.(code);
          setSelected(code);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sabong' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('COCKFIGHT');
    await expect(canvas.getByRole('tab', { name: 'Sabong' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
