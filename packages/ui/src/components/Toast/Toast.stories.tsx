import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button/Button';
import { ToastViewport } from './Toast';
import { toast, type ToastTone } from './toastStore';

/** Shows the given toasts with no auto-dismiss, so the screenshot is stable. */
function Shown({ messages }: { messages: [string, ToastTone][] }) {
  useEffect(() => {
    messages.forEach(([m, tone]) => toast.show(m, { tone, duration: Infinity }));
    return () => toast.clear();
  }, [messages]);
  return <ToastViewport />;
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastViewport,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A short message that confirms something happened ("Copied", "Deposit sent") and leaves by itself.\n\n**Do**\n- Say what happened in a few words.\n- Use the danger tone only for something that failed.\n\n**Don\'t**\n- Put an action the player must take in a toast: it disappears.\n- Show several toasts at once.\n',
      },
    },
  },
} satisfies Meta<typeof ToastViewport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { render: () => <Shown messages={[['Please wait', 'neutral']]} /> };
export const Success: Story = { render: () => <Shown messages={[['Changes saved', 'success']]} /> };
export const Warning: Story = {
  render: () => (
    <Shown messages={[['Please login an actual account to use this function', 'warning']]} />
  ),
};
export const Danger: Story = {
  render: () => <Shown messages={[['Verification code error', 'danger']]} />,
};
export const Info: Story = {
  render: () => <Shown messages={[['Please contact customer service', 'info']]} />,
};
export const Stacked: Story = {
  render: () => (
    <Shown
      messages={[
        ['Copied', 'success'],
        ['Please wait', 'neutral'],
        ['Sorry, the username already exists', 'danger'],
      ]}
    />
  ),
};
/** Live: press to show a default (1.5 s) toast. */
export const Interactive: Story = {
  parameters: { layout: 'centered' },
  render: () => (
    <>
      <Button onClick={() => toast.show('Changes saved', { tone: 'success' })}>Save</Button>
      <ToastViewport />
    </>
  ),
};
