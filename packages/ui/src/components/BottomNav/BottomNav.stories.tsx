import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { BottomNav, type BottomNavItem } from './BottomNav';

const items: BottomNavItem[] = [
  { id: 'home', label: 'Home', icon: 'home', href: '/m/home', active: true },
  { id: 'promotion', label: 'Promotion', icon: 'promotion', href: '/m/activity' },
  { id: 'share', label: 'Share', icon: 'share' },
  {
    id: 'bonus',
    label: 'Bonus',
    icon: 'gift',
    href: '/m/rewardCenter',
    badgeCount: 3,
    badgeLabel: '3 unread',
  },
  { id: 'member', label: 'Member', icon: 'user', href: '/m/member/home' },
];

const meta = {
  title: 'Product/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The site's five main sections at the bottom of every page.\n\n**Do**\n- Keep it to five items with short labels; check them in TY.\n\n**Don't**\n- Use it inside a page to switch views: use Tabs.\n",
      },
    },
  },
  args: { items, onAction: fn(), label: 'Main', fixed: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.columnMax, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await expect(args.onAction).toHaveBeenCalledWith('share');
  },
};
export const PromotionActive: Story = {
  args: { items: items.map((it) => ({ ...it, active: it.id === 'promotion' })) },
};
export const WithBadges: Story = {
  args: {
    items: items.map((it) =>
      it.id === 'member' ? { ...it, badgeCount: 150, badgeLabel: '150 unread' } : it,
    ),
  },
};
export const LoggedOut: Story = { args: { badgesHidden: true } };
export const LongLabels: Story = {
  args: {
    items: items.map((it) =>
      it.id === 'member' ? { ...it, label: 'Member centre and account' } : it,
    ),
  },
};
/** Pinned to the bottom of the viewport as the site frame uses it. */
export const Fixed: Story = { args: { fixed: true } };
