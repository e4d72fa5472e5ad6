import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Feedback',
    message: 'Sent successfully',
    confirmLabel: 'OK',
    defaultOpen: true,
    onConfirm: fn(),
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SentSuccessfully: Story = {};
export const SafariOnly: Story = {
  args: { title: 'Download', message: 'Please use Safari for download App.' },
};
