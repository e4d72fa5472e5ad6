import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../TextField/TextField.stories.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
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
