import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { frame } from './TextField.stories.css';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input with its hint and error under it. Every form field of the site is one.\n\n**Do**\n- Keep the label visible above the field; the placeholder only shows an example.\n- Write the error as what to do: "Enter 10 digits after 63".\n- Set `inputMode` and `autoComplete` so the phone shows the right keyboard.\n\n**Don\'t**\n- Use the placeholder as the label: it disappears when the player types.\n- Show an error before the player has left the field.\n',
      },
    },
  },
  tags: ['autodocs'],
  args: { label: 'Username', placeholder: 'Enter your username', autoComplete: 'username' },
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'lucky_ana' } };
export const WithHint: Story = { args: { hint: '6 to 16 letters or digits' } };
export const Error: Story = {
  args: { defaultValue: 'ana@', label: 'E-mail', error: 'The e-mail address is incorrect' },
};
export const DiallingCode: Story = {
  args: {
    label: 'Mobile number',
    prefix: '+63',
    inputMode: 'tel',
    maxLength: 20,
    placeholder: '9171234567',
    autoComplete: 'tel-national',
  },
};
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'lucky_ana' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'lucky_ana' } };
