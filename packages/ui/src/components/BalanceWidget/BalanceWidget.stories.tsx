import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceWidget } from './BalanceWidget';

const meta = {
  title: 'Product/BalanceWidget',
  component: BalanceWidget,
  parameters: {
    docs: {
      description: {
        component:
          "The player's wallet balance with its refresh and hide buttons, in the header and the member centre.\n\n**Do**\n- Show the currency symbol the wallet uses (₱).\n\n**Don't**\n- Colour the balance in the jackpot gradient: that is for jackpots.\n",
      },
    },
  },
  tags: ['autodocs'],
  args: {
    amount: 25_480.5,
    currencySymbol: '₱',
    visible: true,
    refreshing: false,
    onToggleVisible: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Masked: Story = { args: { visible: false } };
/** While the wallet reloads: masked, with the refresh glyph turning (still under reduced motion). */
export const Refreshing: Story = { args: { refreshing: true } };
export const LargeBalance: Story = { args: { amount: 12_345_678.99 } };
export const ZeroBalance: Story = { args: { amount: 0 } };
export const Unknown: Story = { args: { amount: null } };
/** The eye toggles for real here. */
export const Toggling: Story = {
  render: function Toggling(args) {
    const [visible, setVisible] = useState(args.visible);
    return (
      <BalanceWidget {...args} visible={visible} onToggleVisible={() => setVisible((v) => !v)} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await expect(canvas.getByText('****')).toBeInTheDocument();
  },
};
