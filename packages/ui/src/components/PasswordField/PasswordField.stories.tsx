import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../TextField/TextField.stories.css';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', placeholder: 'Enter your password', defaultValue: 'Lucky888' },
  decorators: [
    (Story) => (
      <div className={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
export const Empty: Story = { args: { defaultValue: undefined } };
export const Error: Story = {
  args: { label: 'Confirm password', error: 'Confirmation password not matched' },
};
export const FocusVisibleToggle: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true } };
