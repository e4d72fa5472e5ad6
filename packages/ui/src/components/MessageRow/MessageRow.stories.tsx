import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { MessageRow } from './MessageRow';

const meta = {
  title: 'Product/MessageRow',
  component: MessageRow,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { icon: 'megaphone', title: 'Announcements', onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.columnMax, marginInline: 'auto', padding: vars.space.s16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Announcements' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const WithSubtitle: Story = { args: { subtitle: 'Platform news and maintenance' } };
export const Unread: Story = { args: { unreadCount: 5, unreadLabel: '5 unread' } };
export const UnreadOver99: Story = {
  args: { icon: 'mail', title: 'Messages', unreadCount: 128, unreadLabel: '128 unread' },
};
export const LoggedOut: Story = { args: { unreadCount: 5, badgeHidden: true } };
export const AsLink: Story = {
  args: {
    icon: 'telegram',
    title: 'Telegram channel',
    subtitle: 't.me/playdeck',
    href: '#telegram',
  },
};
export const LongTitle: Story = {
  args: {
    icon: 'headset',
    title: 'Affiliate service and partnership enquiries for agents',
    subtitle: 'Opens customer service in a new window for the affiliate team',
    unreadCount: 2,
  },
};
/** The message centre as a column of rows. */
export const MessageCentre: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.s8 }}>
      <MessageRow {...args} icon="telegram" title="Telegram channel" />
      <MessageRow
        {...args}
        icon="megaphone"
        title="Announcements"
        unreadCount={3}
        unreadLabel="3 unread"
      />
      <MessageRow
        {...args}
        icon="mail"
        title="Messages"
        unreadCount={120}
        unreadLabel="120 unread"
      />
      <MessageRow {...args} icon="chat" title="Live chat" />
      <MessageRow {...args} icon="headset" title="Affiliate service" />
    </div>
  ),
};
