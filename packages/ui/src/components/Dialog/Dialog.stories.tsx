import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A centred dialog that asks for a decision or shows a short message; focus stays inside until it closes.\n\n**Do**\n- Give it a title that says the question, and buttons that say the answers ("Sign out", "Stay").\n- Close it with the system back gesture and Escape (it does).\n\n**Don\'t**\n- Put a long form in a dialog: use a page or a BottomSheet.\n- Open a dialog from a dialog.\n',
      },
    },
  },
  args: {
    title: 'Deposit notice',
    children: 'Deposits made through e-wallets are credited within five minutes.',
    defaultOpen: true,
    onOpenChange: fn(),
    actions: <Button>Got it</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithCloseButton: Story = { args: { closeLabel: 'Close', actions: undefined } };
export const FocusVisible: Story = {
  play: async () => {
    const button = await within(document.body).findByRole('button', { name: 'Got it' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
export const FromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button tone="secondary">Read notice</Button> },
  parameters: { layout: 'centered' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read notice' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
