import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Prompt',
    message: 'Are you sure you want to sign out?',
    cancelLabel: 'Cancel',
    confirmLabel: 'Submit',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignOut: Story = {};
export const Destructive: Story = {
  args: {
    title: 'Remove favourite',
    message: 'Remove Fortune Gems from your favourites?',
    confirmLabel: 'Remove',
    confirmTone: 'danger',
  },
};
export const FocusVisibleCancel: Story = {
  play: async () => {
    const cancel = await within(document.body).findByRole('button', { name: 'Cancel' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
  },
};
