import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge';
import { IconButton } from './IconButton';
import { iconControl, variantOf } from '../../storybook/controls';
import { iconButton } from './IconButton.css';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  argTypes: { tone: variantOf(iconButton, 'tone'), icon: iconControl },
  parameters: {
    docs: {
      description: {
        component:
          'A button that is only an icon (menu, close, back). Its `label` is what a screen reader says and what the tooltip would say.\n\n**Do**\n- Give every icon button a `label` that says the action ("Open menu", not "Menu icon").\n- Keep it in bars and headers, where players expect icons.\n\n**Don\'t**\n- Use it for an action players do not already know by its icon: use a Button with a label.\n- Place two icon buttons with the same icon on one screen.\n',
      },
    },
  },
  tags: ['autodocs'],
  args: { icon: 'menu', label: 'Open menu', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const PressCallsOnClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Surface: Story = { args: { tone: 'surface', icon: 'refresh', label: 'Refresh' } };
export const Accent: Story = { args: { tone: 'accent', icon: 'plus', label: 'Add' } };
export const ToggleOff: Story = {
  args: { tone: 'surface', icon: 'heart', label: 'Favourite', pressed: false },
};
export const ToggleOn: Story = {
  args: { tone: 'surface', icon: 'heart-filled', label: 'Favourite', pressed: true },
};
export const Pressed: Story = {
  args: { tone: 'surface' },
  play: async ({ canvasElement }) => {
    const btn = within(canvasElement).getByRole('button');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: btn });
    await expect(btn).toHaveAttribute('data-pressed');
    btn.blur();
  },
};
export const FocusVisible: Story = {
  args: { tone: 'surface' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { tone: 'surface', disabled: true } };

/** Goes to another screen (home, messages): a real link with the same look. */
export const AsLink: Story = {
  args: { icon: 'home', label: 'Home', href: '/m/home' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(link).toHaveAttribute('href', '/m/home');
  },
};

/** A link with an unread count on the glyph's corner, inside the 44 px target. */
export const WithBadge: Story = {
  args: {
    icon: 'bell',
    label: 'Messages, 3 unread',
    href: '/m/message',
    badge: <UnreadBadge count={3} placement="corner" />,
  },
};
