import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
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
