import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../TextField/TextField.stories.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component:
          "A yes/no choice with its label, such as accepting the terms or remembering the login.\n\n**Do**\n- Make the whole label tappable (it is).\n- Word the label so that ticking it means yes.\n\n**Don't**\n- Use a checkbox for a setting that applies at once: that is the ThemeToggle-style switch.\n",
      },
    },
  },
  tags: ['autodocs'],
  args: { label: 'Remember password' },
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};
export const Error: Story = {
  args: {
    label: 'I am over 18 and agree to the terms',
    error: 'Please accept the agreement to register',
  },
};
export const FocusVisible: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
