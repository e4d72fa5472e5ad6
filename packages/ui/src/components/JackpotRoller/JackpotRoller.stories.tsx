import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../../theme/contract.css';
import { JackpotRoller } from './JackpotRoller';

const meta = {
  title: 'Product/JackpotRoller',
  component: JackpotRoller,
  tags: ['autodocs'],
  args: { value: 1_248_736_512.45, currencySymbol: '₱', label: 'Jackpot' },
} satisfies Meta<typeof JackpotRoller>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const Medium: Story = { args: { size: 'md', value: 356_120_004.5 } };
export const WithoutCaption: Story = { args: { showLabel: false } };
export const ReducedMotion: Story = { args: { reducedMotion: true } };

/** Press the button to add ₱25,000.50 and watch only the changed digits roll. */
export const Growing: Story = {
  render: function Growing(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ display: 'grid', gap: vars.space.s16, justifyItems: 'center' }}>
        <JackpotRoller {...args} value={value} />
        <Button tone="secondary" onClick={() => setValue((v) => v + 25_000.5)}>
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
