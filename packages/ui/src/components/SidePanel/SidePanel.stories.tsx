import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { SidePanel } from './SidePanel';
import { entry, list } from './SidePanel.stories.css';

const entries: [IconName, string][] = [
  ['user', 'My account'],
  ['crown', 'VIP'],
  ['gift', 'Reward centre'],
  ['wallet', 'Account record'],
  ['trophy', 'Betting record'],
  ['mail', 'News'],
  ['lock', 'Security centre'],
  ['headset', 'Customer service'],
];

const meta = {
  title: 'Overlays/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Menu',
    children: (
      <ul className={list}>
        {entries.map(([icon, label]) => (
          <li key={label}>
            <a className={entry} href="#menu">
              <Icon name={icon} />
              {label}
            </a>
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithTitle: Story = { args: { showTitle: true } };
export const FocusVisible: Story = {
  play: async () => {
    const close = await within(document.body).findByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};
