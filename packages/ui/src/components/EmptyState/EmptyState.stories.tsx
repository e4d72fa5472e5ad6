import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { frame } from '../TextField/TextField.stories.css';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No games found', hint: 'Try another provider, or search by a different name.' },
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    icon: 'heart',
    title: 'No favourites yet',
    hint: 'Tap the heart on any game to keep it here.',
    action: (
      <Button tone="secondary" onClick={fn()}>
        Browse games
      </Button>
    ),
  },
};
export const NoPromotions: Story = {
  args: { icon: 'gift', title: 'No promotions right now', hint: 'New offers appear here.' },
};
export const NoMessages: Story = { args: { icon: 'mail', title: 'No messages', hint: undefined } };
