import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { frame } from '../TextField/TextField.stories.css';
import { SmsCountdownButton } from './SmsCountdownButton';
import { select } from '../../storybook/controls';
import { button } from '../Button/Button.css';

/** A fixed clock: stories never race the screenshot. */
const NOW = Date.UTC(2025, 2, 1, 8, 0, 0);

const meta = {
  title: 'Primitives/SmsCountdownButton',
  component: SmsCountdownButton,
  argTypes: {
    tone: select(Object.keys(button.classNames.variants.tone)),
    size: select(Object.keys(button.classNames.variants.size)),
  },
  tags: ['autodocs'],
  args: {
    label: 'Get code',
    sendingLabel: 'Sending…',
    sentLabel: 'SMS sent',
    onRequest: fn(),
    now: NOW,
  },
} satisfies Meta<typeof SmsCountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Sending: Story = { args: { initialPhase: 'sending' } };
export const Sent: Story = { args: { initialPhase: 'sent' } };
export const CountingFromServerExpiry: Story = { args: { expiresAt: NOW + 42_000 } };
export const CountingBeforeExpiryKnown: Story = { args: { initialPhase: 'counting' } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true } };

/** In its usual home: the end of the SMS code field. */
export const InCodeField: Story = {
  args: { expiresAt: NOW + 9_000 },
  render: (args) => (
    <div className={frame}>
      <TextField
        label="SMS code"
        inputMode="numeric"
        maxLength={10}
        placeholder="Enter the code"
        endSlot={<SmsCountdownButton {...args} tone="ghost" />}
      />
    </div>
  ),
};
export const RequestIsCalled: Story = {
  args: { onRequest: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get code' }));
    await expect(args.onRequest).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Sending…');
  },
};
