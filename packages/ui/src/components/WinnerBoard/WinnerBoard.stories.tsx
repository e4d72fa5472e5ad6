import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleWinners } from '../../stories-assets/winners';
import { vars } from '../../theme/contract.css';
import { WinnerBoard } from './WinnerBoard';

/** Rolling stories start paused so screenshots are stable; press play to watch. */
const meta = {
  title: 'Product/WinnerBoard',
  component: WinnerBoard,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    winners: sampleWinners,
    title: 'Big winners',
    currencySymbol: '₱',
    visibleRows: 5,
    defaultPaused: true,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.columnMax, marginInline: 'auto', padding: vars.space.s16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A still list, biggest win first, scrollable by hand. */
export const StillList: Story = {};
/** Rolling upwards, paused for the screenshot. */
export const AutoScrollPaused: Story = {
  args: { autoScroll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play winners' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Play winners' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause winners' }));
  },
};
/** Reduced motion: auto-scroll asked for, but the list stands still. */
export const ReducedMotion: Story = { args: { autoScroll: true, reducedMotion: true } };
export const FewWinners: Story = { args: { winners: sampleWinners.slice(0, 3) } };
export const Empty: Story = { args: { winners: [], emptyText: 'No winners yet today' } };
export const WithoutTitle: Story = { args: { title: undefined, label: 'Winners' } };
