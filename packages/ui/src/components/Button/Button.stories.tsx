import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { iconControl, variantOf } from '../../storybook/controls';
import { button } from './Button.css';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  argTypes: {
    tone: variantOf(button, 'tone'),
    size: variantOf(button, 'size'),
    icon: iconControl,
    iconEnd: iconControl,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The action button. One primary button per screen carries the main action (Log in, Deposit, Play now); secondary and ghost buttons carry the others; danger is for actions that lose something (Sign out, Cancel withdrawal).\n\n**Do**\n- Write the label as a verb the player does: "Deposit", "Mag-log in".\n- Use `loading` with a `loadingLabel` while a request runs, so a second tap cannot send it twice.\n- Use `block` for the main action at the foot of a form on a phone.\n\n**Don\'t**\n- Put two primary buttons side by side: the player cannot tell which is the way forward.\n- Use danger for emphasis: it says that something will be lost.\n- Shorten Filipino labels by hand: check them with the TY toolbar and let them wrap.\n',
      },
    },
  },
  tags: ['autodocs'],
  args: { children: 'Log in', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const PressCallsOnClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Secondary: Story = { args: { tone: 'secondary', children: 'Register' } };
export const Ghost: Story = { args: { tone: 'ghost', children: 'Forgot password?' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Sign out', icon: 'logout' } };
export const WithIcon: Story = { args: { icon: 'wallet', children: 'Deposit' } };
export const Small: Story = { args: { size: 'sm', children: 'More games' } };
export const Large: Story = { args: { size: 'lg', children: 'Play now', iconEnd: 'play' } };
export const Block: Story = {
  args: { block: true },
  parameters: { layout: 'padded' },
};

/** Held down: the button is scaled by the press-in transition. */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const btn = within(canvasElement).getByRole('button');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: btn });
    await expect(btn).toHaveAttribute('data-pressed');
    // Show the pressed look alone, without the focus ring the press also brings.
    btn.blur();
  },
};
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, loadingLabel: 'Sending…' } };
export const SecondaryLoading: Story = {
  args: { tone: 'secondary', loading: true, loadingLabel: 'Refreshing…' },
};

/** Goes to another screen: a real link, announced as one, long-pressable. */
export const AsLink: Story = {
  args: { href: '/m/withdraw', icon: 'wallet', tone: 'secondary', children: 'Withdraw' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Withdraw' });
    await expect(link).toHaveAttribute('href', '/m/withdraw');
  },
};
