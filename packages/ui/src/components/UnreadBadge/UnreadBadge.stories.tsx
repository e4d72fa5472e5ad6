import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { UnreadBadge } from './UnreadBadge';

const meta = {
  title: 'Product/UnreadBadge',
  component: UnreadBadge,
  tags: ['autodocs'],
  args: { count: 5, label: '5 unread' },
} satisfies Meta<typeof UnreadBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Five: Story = {};
export const NinetyNine: Story = { args: { count: 99, label: '99 unread' } };
export const Hundred: Story = { args: { count: 100, label: '100 unread' } };
/** Nothing renders at zero: the canvas is empty on purpose. */
export const Zero: Story = { args: { count: 0, label: undefined } };
/** Logged out: no badge whatever the count. */
export const LoggedOut: Story = { args: { count: 8, hidden: true } };
export const OnAnIcon: Story = {
  args: { count: 12, label: '12 unread', placement: 'corner' },
  render: (args) => (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Icon name="bell" size="lg" label="Messages" />
      <UnreadBadge {...args} />
    </span>
  ),
};
