import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../../theme/contract.css';
import { JackpotRoller } from './JackpotRoller';
import { select } from '../../storybook/controls';

const meta = {
  title: 'Product/JackpotRoller',
  component: JackpotRoller,
  argTypes: { size: select(['md', 'lg']) },
  parameters: {
    docs: {
      description: {
        component:
          "The jackpot figure, rolling digit by digit to each new value in the jackpot gradient.\n\n**Do**\n- Use `lg` once, on home; `md` in game lists.\n- Pass the currency symbol the wallet uses (₱).\n\n**Don't**\n- Use it for the player's balance: that is the BalanceWidget, in plain text colour.\n",
      },
    },
  },
  tags: ['autodocs'],
  args: { value: 1_248_736_512.45, currencySymbol: '₱', label: 'Jackpot' },
} satisfies Meta<typeof JackpotRoller>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const Medium: Story = { args: { size: 'md', value: 356_120_004.5 } };
export const WithoutCaption: Story = { args: { showLabel: false } };
export const ReducedMotion: Story = { args: { reducedMotion: true } };
/** The amount still on its way: frame and caption at their final height, the figure a grey line. */
export const Loading: Story = { args: { value: null, size: 'md' } };

/** Press the button to add ₱25,000.50 and watch only the changed digits roll. */
export const Growing: Story = {
  render: function Growing(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ display: 'grid', gap: vars.space.s16, justifyItems: 'center' }}>
        <JackpotRoller {...args} value={value} />
        <Button tone="secondary" onClick={() => setValue((v) => (v ?? 0) + 25_000.5)}>
          Add 25,000.50
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add 25,000.50' }));
    await expect(canvas.getByText('Jackpot ₱1,248,761,512.95')).toBeInTheDocument();
  },
  args: { reducedMotion: true },
};
