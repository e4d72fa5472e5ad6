import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Overlays/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // No bound in stories: screenshots never race the timeout.
  args: { open: true, message: 'Loading…', maxMs: Infinity, onTimeout: fn() },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const LongMessage: Story = { args: { message: 'Connecting you to customer service…' } };
export const Closed: Story = { args: { open: false } };
