import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { NoticeTicker } from './NoticeTicker';

const notices = [
  'Weekend reload bonus: 25% on every deposit until Sunday midnight',
  'Scheduled maintenance on Tuesday 02:00-04:00 (PHT)',
  'New live baccarat tables are open 24/7',
];

/** Stories start paused so screenshots are stable; press play to watch it scroll. */
const meta = {
  title: 'Product/NoticeTicker',
  component: NoticeTicker,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    notices,
    placeholder: 'No announcement',
    label: 'Announcements',
    defaultPaused: true,
    itemHref: (index: number) => `#notice-${index}`,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.columnMax, marginInline: 'auto', padding: vars.space.s16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: notices[0] })).toHaveAttribute(
      'href',
      '#notice-0',
    );
  },
};
/** Paused: the control offers "play". */
export const Paused: Story = { args: { paused: true } };
export const Empty: Story = { args: { notices: [] } };
/** Reduced motion: one still notice with previous and next; nothing to pause. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next announcement' }));
    await expect(canvas.getByRole('link', { name: notices[1] })).toBeInTheDocument();
  },
};
export const WithDownloadButton: Story = {
  args: { downloadLabel: 'Get the app', downloadHref: '#app' },
};
export const EmptyWithDownloadButton: Story = {
  args: { notices: [], downloadLabel: 'Get the app', downloadHref: '#app' },
};
