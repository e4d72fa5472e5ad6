import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
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
