import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { DateRangeFilter } from './DateRangeFilter';

const meta = {
  title: 'Product/DateRangeFilter',
  component: DateRangeFilter,
  tags: ['autodocs'],
  args: {
    legend: 'Date range',
    presets: [
      { id: 'today', label: 'Today' },
      { id: 'yesterday', label: 'Yesterday' },
      { id: 'last7Days', label: 'Last 7 days' },
      { id: 'last30Days', label: 'Last 30 days' },
    ],
    activePreset: 'last7Days',
    value: { startDate: '2026-11-15', endDate: '2026-11-21' },
    startLabel: 'From',
    endLabel: 'To',
    applyLabel: 'Apply',
    max: '2026-11-21',
    onPresetSelect: fn(),
    onCustomApply: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: vars.size.sidePanel }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onPresetSelect).toHaveBeenCalledWith('today');
  },
};

/** A custom range that was refused: the message shows and the typed days stay. */
export const Refused: Story = {
  args: {
    activePreset: null,
    value: { startDate: '2026-11-20', endDate: '2026-11-02' },
    error: 'The start date is after the end date.',
  },
};
